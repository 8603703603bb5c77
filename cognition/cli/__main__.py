"""`python -m cognition.cli ...`, as before the CLI became a package."""

import sys

from cognition.cli.main import main

sys.exit(main())
