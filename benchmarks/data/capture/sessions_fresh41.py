"""The "fresh41" capture sessions: written in session 24 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH41: list[dict[str, Any]] = [
    # --- a small bioinformatics lab's week: Snakemake on Slurm, conda envs, the varqc package, shared storage, the sampletrack Postgres DB ---
    {
        "name": "fresh41-markdup-tmp-full",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "morning. batch12 WGS run died overnight, snakemake says 14 jobs failed, all of them markdup. end of one of the logs:\n\nINFO\t2026-12-03 02:14:49\tMarkDuplicates\tRead 412,000,000 records.  Elapsed time: 00:46:58s.  Time for last 1,000,000:    7s.  Last read position: chr7:101,554,210\nINFO\t2026-12-03 02:14:51\tMarkDuplicates\tTracking 1318842 as yet unmatched pairs. 31566 records in RAM.\n[Thu Dec 03 02:14:53 CET 2026] picard.sam.markduplicates.MarkDuplicates done. Elapsed time: 47.12 minutes.\nRuntime.totalMemory()=17179869184\nhtsjdk.samtools.util.RuntimeIOException: java.io.IOException: No space left on device\n\tat htsjdk.samtools.util.SortingCollection.spillToDisk(SortingCollection.java:262)\n\tat htsjdk.samtools.util.SortingCollection.add(SortingCollection.java:183)\n\tat picard.sam.markduplicates.MarkDuplicates.buildSortedReadEndLists(MarkDuplicates.java:560)\n\tat picard.sam.markduplicates.MarkDuplicates.doWork(MarkDuplicates.java:270)\nCaused by: java.io.IOException: No space left on device\n\tat java.base/java.io.FileOutputStream.writeBytes(Native Method)\n\nthe other 24 samples in the batch went through fine which is weird. /projects isn't full, I checked",
            ),
            (
                "bash",
                "grep -l 'No space left on device' logs/slurm/markdup/*.log | wc -l",
                "14",
            ),
            (
                "bash",
                "sacct -u hsz --starttime 2026-12-02T18:00 --name smk-markdup -X --format=JobID%10,NodeList%8,State%10,Elapsed,MaxRSS | head -32",
                "     JobID NodeList      State    Elapsed     MaxRSS \n---------- -------- ---------- ---------- ---------- \n   4470112     cn11  COMPLETED   01:02:41            \n   4470113     cn03     FAILED   00:47:20            \n   4470114     cn12  COMPLETED   00:58:09            \n   4470115     cn14  COMPLETED   01:05:33            \n   4470116     cn05     FAILED   00:44:02            \n   4470117     cn05     FAILED   00:39:57            \n   4470118     cn09  COMPLETED   01:01:15            \n   4470119     cn13  COMPLETED   00:57:48            \n   4470120     cn01     FAILED   00:46:11            \n   4470121     cn16  COMPLETED   00:59:30            \n   4470122     cn07     FAILED   00:41:26            \n   4470123     cn10  COMPLETED   01:03:02            \n   4470124     cn02     FAILED   00:48:54            \n   4470125     cn15  COMPLETED   00:56:17            \n   4470126     cn11  COMPLETED   01:00:44            \n   4470127     cn08     FAILED   00:45:39            \n   4470128     cn12  COMPLETED   00:58:51            \n   4470129     cn04     FAILED   00:43:08            \n   4470130     cn06     FAILED   00:47:45            \n   4470131     cn09  COMPLETED   01:04:10            \n   4470132     cn14  COMPLETED   00:59:02            \n   4470133     cn03     FAILED   00:46:33            \n   4470134     cn13  COMPLETED   01:01:37            \n   4470135     cn10  COMPLETED   00:57:20            \n   4470136     cn01     FAILED   00:40:51            \n   4470137     cn16  COMPLETED   01:02:05            \n   4470138     cn07     FAILED   00:44:48            \n   4470139     cn15  COMPLETED   00:58:26            \n   4470140     cn06     FAILED   00:46:02            \n   4470141     cn04     FAILED   00:42:19            ",
            ),
            (
                "think",
                "Every FAILED job ran on cn01-cn08, every COMPLETED one on cn09-cn16. Error is ENOSPC from SortingCollection.spillToDisk, which writes to java.io.tmpdir, not to the output dir on /projects. So the local /tmp on the older nodes is the suspect. Compare one old and one new node.",
            ),
            (
                "bash",
                "for n in cn03 cn12; do ssh $n 'hostname; df -h /tmp /lscratch'; done",
                "cn03\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda3        20G   19G  1.1G  95% /tmp\n/dev/nvme0n1p1  1.8T   41G  1.7T   3% /lscratch\ncn12\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda4       220G  3.2G  217G   2% /tmp\n/dev/nvme0n1p1  1.8T   12G  1.8T   1% /lscratch",
            ),
            (
                "bash",
                "ssh cn03 'ls -la /tmp | head -12'",
                "total 19683412\ndrwxrwxrwt 14 root root       4096 Dec  3 02:14 .\ndr-xr-xr-x 18 root root       4096 Sep 12 09:40 ..\ndrwxr-xr-x  2 hsz  kovacslab  4096 Dec  3 01:27 hsperfdata_hsz\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 01:58 sortingcollection.10245873117390422181.tmp\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 02:01 sortingcollection.11620437098316614235.tmp\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 02:03 sortingcollection.13380921765512900418.tmp\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 02:05 sortingcollection.14519730021186622904.tmp\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 02:07 sortingcollection.15873310924410751163.tmp\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 02:09 sortingcollection.16609285514387201770.tmp\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 02:10 sortingcollection.17723049185520138846.tmp\n-rw-r--r--  1 hsz  kovacslab 1073741312 Dec  3 02:12 sortingcollection.18440627793105526319.tmp",
            ),
            (
                "read",
                "workflow/rules/markdup.smk",
                'rule markdup:\n    input:\n        "results/aligned/{sample}.sorted.bam",\n    output:\n        bam="results/dedup/{sample}.dedup.bam",\n        metrics="results/qc/markdup/{sample}.metrics.txt",\n    log:\n        "logs/markdup/{sample}.log",\n    threads: 4\n    resources:\n        mem_mb=20000,\n        runtime=180,\n    conda:\n        "../envs/gatk.yaml"\n    shell:\n        """\n        gatk --java-options "-Xmx16g" MarkDuplicates \\\\\n            -I {input} -O {output.bam} -M {output.metrics} \\\\\n            --CREATE_INDEX true 2> {log}\n        """\n',
            ),
            (
                "assistant",
                "Found it. All 14 failures ran on the older nodes cn01–cn08; every job on cn09–cn16 completed. MarkDuplicates spills its sorted read-end lists to `java.io.tmpdir`, and since the rule passes no `--TMP_DIR`, that's `/tmp`. On the old nodes `/tmp` is a 20G partition (cn03 is at 95% right now, almost all of it leftover `sortingcollection.*.tmp` files from your failed jobs), while cn09–cn16 have 220G there. A 30x genome needs more than 20G of spill space, so it only fails when Slurm happens to place the job on an old node. `/projects` was never the problem.\n\nFix: give MarkDuplicates a tmp dir on a big disk. Both node generations have a 1.8T NVMe at `/lscratch`. Shall I point `--TMP_DIR` there?",
            ),
            (
                "user",
                "ahh the old nodes, of course. yes /lscratch. the prolog creates /lscratch/$SLURM_JOB_ID for every job and the epilog wipes it afterwards so use that, not a fixed path. and pls clean my junk out of /tmp on cn01-08 or the next person gets hit by it",
            ),
            ("edit", "workflow/rules/markdup.smk"),
            (
                "bash",
                "for n in cn0{1..8}; do ssh $n 'find /tmp -maxdepth 1 -user hsz -name \"sortingcollection.*.tmp\" -delete; df -h --output=target,avail /tmp | tail -1'; done",
                "/tmp   19G\n/tmp   19G\n/tmp   19G\n/tmp   19G\n/tmp   19G\n/tmp   19G\n/tmp   19G\n/tmp   19G",
            ),
            (
                "bash",
                "grep -rn 'gatk ' workflow/rules/ | grep -v -i 'tmp'",
                'workflow/rules/bqsr.smk:21:        gatk --java-options "-Xmx8g" BaseRecalibrator \\\\\nworkflow/rules/bqsr.smk:34:        gatk --java-options "-Xmx8g" ApplyBQSR \\\\\nworkflow/rules/call.smk:26:        gatk --java-options "-Xmx12g" HaplotypeCaller \\\\',
            ),
            (
                "assistant",
                "BaseRecalibrator, ApplyBQSR and HaplotypeCaller also run without a tmp dir. They spill far less than MarkDuplicates, but ApplyBQSR writes a full BAM and could hit the same wall on a deep sample, so I'm adding `--tmp-dir /lscratch/$SLURM_JOB_ID` to those too.",
            ),
            ("edit", "workflow/rules/bqsr.smk"),
            ("edit", "workflow/rules/call.smk"),
            (
                "bash",
                "snakemake --profile profiles/wgs --config batch=batch12 -n --rerun-incomplete --rerun-triggers mtime 2>&1 | grep -A10 '^Job stats'",
                "Job stats:\njob                  count\n-----------------  -------\nall                      1\napply_bqsr              14\nbase_recalibrator       14\ngenotype_gvcfs           1\nhaplotype_caller        14\nmarkdup                 14\ntotal                   58",
            ),
            (
                "assistant",
                "I ran the dry run with `--rerun-triggers mtime` because I edited the shell commands of four rules: otherwise the code trigger would redo those steps for the 24 samples that already finished. That leaves 58 jobs: the 14 failed samples through markdup, BQSR and HaplotypeCaller, then joint genotyping for the batch. Submitting.",
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs --config batch=batch12 --rerun-incomplete --rerun-triggers mtime > logs/batch12_rerun.log 2>&1 & sleep 90; squeue -u hsz -o '%.10i %.22j %.8T %.6D %R' | head -8",
                "     JOBID                   NAME    STATE  NODES NODELIST(REASON)\n   4471561            smk-markdup  RUNNING      1 cn02\n   4471562            smk-markdup  RUNNING      1 cn06\n   4471563            smk-markdup  RUNNING      1 cn11\n   4471564            smk-markdup  RUNNING      1 cn04\n   4471565            smk-markdup  RUNNING      1 cn09\n   4471566            smk-markdup  RUNNING      1 cn07\n   4471567            smk-markdup  RUNNING      1 cn15",
            ),
            (
                "bash",
                "sleep 1500; ssh cn02 'du -sh /lscratch/4471561; df -h --output=avail /tmp | tail -1'",
                "11G\t/lscratch/4471561\n  19G",
            ),
            (
                "assistant",
                "The rerun is going. Several markdup jobs landed on old nodes again (cn02, cn04, cn06, cn07), and on cn02 the spill files are now going to `/lscratch/4471561` (11G so far) while `/tmp` stays untouched at 19G free.\n\nSummary: MarkDuplicates was spilling to the default `/tmp`, which is only 20G on cn01–cn08, so 30x samples failed whenever they were scheduled there. All GATK calls now use `/lscratch/$SLURM_JOB_ID` as their tmp dir. I also deleted the leftover `sortingcollection` files from `/tmp` on the eight old nodes. The full rerun log is going to `logs/batch12_rerun.log`.",
            ),
            ("user", "great, thx. I'll check on it after lunch"),
        ],
        "lessons": [{"keys": ["/lscratch", "MarkDuplicates"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh41-slurm-account-correction",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "new project folder ~/proj/rnaseq_tcell is set up (snakefile is in there already, from the template). can you make a slurm profile for it? just copy profiles/wgs from the wgs repo, account is bio-lab, partition standard, and bump max jobs to 200",
            ),
            (
                "bash",
                "ls ~/proj/wgs_pipeline/profiles/wgs/ && cat ~/proj/wgs_pipeline/profiles/wgs/config.yaml",
                'config.yaml\nexecutor: slurm\njobs: 120\nlatency-wait: 60\nretries: 1\nrerun-incomplete: true\nprintshellcmds: true\nuse-conda: true\nconda-prefix: /shared/conda/snakemake-envs\ndefault-resources:\n  slurm_account: kovacs_g2026\n  slurm_partition: standard\n  mem_mb: 4000\n  runtime: 120\n  tmpdir: "/lscratch/$SLURM_JOB_ID"\nset-resources:\n  bwa_mem2:\n    mem_mb: 64000\n    runtime: 720\n  haplotype_caller:\n    slurm_partition: long\n    runtime: 2880',
            ),
            (
                "think",
                "The wgs profile bills to kovacs_g2026, the user said bio-lab. Follow the instruction, but point out the difference.",
            ),
            ("edit", "profiles/rnaseq/config.yaml"),
            (
                "bash",
                "cat profiles/rnaseq/config.yaml",
                'executor: slurm\njobs: 200\nlatency-wait: 60\nretries: 1\nrerun-incomplete: true\nprintshellcmds: true\nuse-conda: true\nconda-prefix: /shared/conda/snakemake-envs\ndefault-resources:\n  slurm_account: bio-lab\n  slurm_partition: standard\n  mem_mb: 4000\n  runtime: 120\n  tmpdir: "/lscratch/$SLURM_JOB_ID"\nset-resources:\n  star_align:\n    mem_mb: 48000\n    runtime: 360',
            ),
            (
                "assistant",
                "Created `profiles/rnaseq/config.yaml`: copied from the wgs profile, `jobs: 200`, account `bio-lab`, partition `standard`. I dropped the bwa_mem2/haplotype_caller overrides (those rules don't exist here) and added one for `star_align` with 48 GB, since STAR needs the whole genome index in memory. Note that the wgs profile bills to `kovacs_g2026`, not `bio-lab`, so the two projects would charge different accounts. Quick test submission:",
            ),
            (
                "bash",
                "cd ~/proj/rnaseq_tcell && snakemake --profile profiles/rnaseq --until fastp -j 1 2>&1 | tail -8",
                "Building DAG of jobs...\nUsing shell: /usr/bin/bash\nProvided remote nodes: 1\nJob stats:\njob      count\n-----  -------\nfastp       24\ntotal       24\n\nSelect jobs to execute...\nExecute 1 jobs...\n[Fri Dec  4 09:58:12 2026]\nrule fastp:\n    input: raw/TC-01_R1.fastq.gz, raw/TC-01_R2.fastq.gz\n    output: results/trimmed/TC-01_R1.fq.gz, results/trimmed/TC-01_R2.fq.gz\n    jobid: 3\nWorkflowError:\nSLURM sbatch failed. The error message was sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified",
            ),
            (
                "user",
                "argh. no, that's on me. keep kovacs_g2026 like the wgs one. bio-lab was the old allocation from the previous grant and it ran out end of october, every project bills to kovacs_g2026 since the new grant started in november. I keep typing the old one, it's muscle memory",
            ),
            (
                "bash",
                "sacctmgr -n show assoc user=$USER format=Account%16,Partition%10,QOS%12",
                "    kovacs_g2026   standard       normal\n    kovacs_g2026       long       normal\n    kovacs_g2026        gpu     gpu_small",
            ),
            (
                "assistant",
                "That matches: your only associations are under `kovacs_g2026` (standard, long and gpu). `bio-lab` isn't in there anymore, hence the rejection. Switching the profile.",
            ),
            ("edit", "profiles/rnaseq/config.yaml"),
            (
                "bash",
                "cd ~/proj/rnaseq_tcell && snakemake --profile profiles/rnaseq --until fastp -j 1 2>&1 | tail -5",
                "Execute 1 jobs...\n[Fri Dec  4 10:01:47 2026]\nrule fastp:\n    jobid: 3\nJob 3 has been submitted with SLURM jobid 4471702 (log: .snakemake/slurm_logs/rule_fastp/TC-01/4471702.log).",
            ),
            (
                "bash",
                "sleep 120; sacct -j 4471702 -X --format=JobID,Account%14,Partition,State,Elapsed",
                "JobID               Account  Partition      State    Elapsed \n------------ -------------- ---------- ---------- ---------- \n4471702        kovacs_g2026   standard  COMPLETED   00:01:31 ",
            ),
            (
                "user",
                "👍 the README in the wgs repo still says bio-lab in the 'running on the cluster' section btw, can you fix that too while we're at it. and the template repo, people copy from there",
            ),
            (
                "bash",
                "grep -rn 'bio-lab' ~/proj/wgs_pipeline ~/proj/snakemake_template --include='*.md' --include='*.yaml' --include='*.smk' --include='*.sh'",
                "/home/hsz/proj/wgs_pipeline/README.md:58:    sbatch -A bio-lab -p standard scripts/run_pipeline.sh\n/home/hsz/proj/snakemake_template/README.md:31:Jobs are billed to the `bio-lab` Slurm account.\n/home/hsz/proj/snakemake_template/profiles/default/config.yaml:9:  slurm_account: bio-lab",
            ),
            ("edit", "/home/hsz/proj/wgs_pipeline/README.md"),
            ("edit", "/home/hsz/proj/snakemake_template/README.md"),
            ("edit", "/home/hsz/proj/snakemake_template/profiles/default/config.yaml"),
            (
                "bash",
                "grep -rn 'bio-lab' ~/proj/wgs_pipeline ~/proj/snakemake_template ~/proj/rnaseq_tcell --include='*.md' --include='*.yaml' --include='*.smk' --include='*.sh' | wc -l",
                "0",
            ),
            (
                "assistant",
                "Done: the rnaseq profile bills to `kovacs_g2026` (the fastp test job ran and completed under it), and I replaced the three remaining `bio-lab` mentions in the wgs README, the template README and the template's default profile. Nothing in the three repos references `bio-lab` anymore. These are uncommitted edits in two repos; want me to commit them?",
            ),
            ("user", "commit the template one, I'll do the wgs readme with my other changes"),
            (
                "bash",
                "cd ~/proj/snakemake_template && git commit -am 'Bill to kovacs_g2026, bio-lab allocation expired' && git log --oneline -1",
                "[main 3e91b0a] Bill to kovacs_g2026, bio-lab allocation expired\n 2 files changed, 2 insertions(+), 2 deletions(-)\n3e91b0a Bill to kovacs_g2026, bio-lab allocation expired",
            ),
            (
                "assistant",
                "Committed in the template repo as 3e91b0a; the wgs README edit is left uncommitted for you.",
            ),
        ],
        "lessons": [{"keys": ["kovacs_g2026", "account"], "not": ["account is bio-lab"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh41-vep-reference-build-correction",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "Could you add a VEP annotation step for the filtered VCFs? Output should go to results/annotated/{sample}.vep.vcf.gz. All the paths should be in the config somewhere.",
            ),
            (
                "read",
                "config/config.yaml",
                "samples: config/samples.tsv\nunits: config/units.tsv\n\nreference: /shared/refs/b37/human_g1k_v37.fasta\nknown_sites:\n  - /shared/refs/b37/dbsnp_138.b37.vcf.gz\n  - /shared/refs/b37/Mills_and_1000G_gold_standard.indels.b37.vcf.gz\n\ntargets_bed: /shared/refs/panels/exome_v2_targets.hg38.bed\nvep_cache: /shared/vep\n\nfilter:\n  min_qual: 30\n  min_dp: 10\n",
            ),
            (
                "bash",
                "ls /shared/vep/homo_sapiens/ && ls workflow/rules/",
                "110_GRCh37\n110_GRCh38\nalign.smk\nbqsr.smk\ncall.smk\ncoverage.smk\nfilter.smk\nmarkdup.smk\nqc.smk",
            ),
            (
                "assistant",
                "The pipeline uses GRCh37 (`reference: /shared/refs/b37/human_g1k_v37.fasta`, with b37 dbSNP and Mills as known sites), so I'll point VEP at the `110_GRCh37` cache with `--assembly GRCh37`. Plan:\n\n- new `workflow/rules/vep.smk` with a rule `vep` taking `results/filtered/{sample}.filtered.vcf.gz`\n- `--offline --cache --dir_cache /shared/vep --cache_version 110 --assembly GRCh37 --fasta <reference> --vcf --compress_output bgzip`\n- a pinned `workflow/envs/vep.yaml` with ensembl-vep 110\n- add the outputs to `rule all`",
            ),
            (
                "user",
                "no wait. that reference key is dead, nothing reads it anymore. align uses ref_fasta from config/refs.yaml. we moved to GRCh38 at batch 9, the no-alt analysis set, so it's the 38 cache. the targets bed says hg38 in the name, that should've been a hint :) \nthe b37 known_sites in there are probably dead too, can you check",
            ),
            (
                "bash",
                'grep -rn "config\\[.reference.\\]\\|config\\[.known_sites.\\]\\|refs\\[" workflow/',
                'workflow/Snakefile:6:refs = yaml.safe_load(open("config/refs.yaml"))\nworkflow/rules/align.smk:14:        ref=refs["ref_fasta"],\nworkflow/rules/bqsr.smk:9:        ref=refs["ref_fasta"],\nworkflow/rules/bqsr.smk:10:        known=refs["known_sites"],\nworkflow/rules/call.smk:11:        ref=refs["ref_fasta"],\nworkflow/rules/filter.smk:8:        ref=refs["ref_fasta"],',
            ),
            (
                "read",
                "config/refs.yaml",
                "# GRCh38 no-alt analysis set (GCA_000001405.15), used since batch09\nref_fasta: /shared/refs/GRCh38/GCA_000001405.15_GRCh38_no_alt_analysis_set.fna\nref_dict: /shared/refs/GRCh38/GCA_000001405.15_GRCh38_no_alt_analysis_set.dict\nbwa_index: /shared/refs/GRCh38/bwa-mem2/GCA_000001405.15_GRCh38_no_alt_analysis_set.fna\nknown_sites:\n  - /shared/refs/GRCh38/Homo_sapiens_assembly38.dbsnp138.vcf.gz\n  - /shared/refs/GRCh38/Mills_and_1000G_gold_standard.indels.hg38.vcf.gz\n",
            ),
            (
                "bash",
                "bcftools view -h results/filtered/S00388.filtered.vcf.gz | grep -m3 '^##contig'; bcftools view -h results/filtered/S00388.filtered.vcf.gz | grep -m1 '^##reference'",
                "##contig=<ID=chr1,length=248956422>\n##contig=<ID=chr2,length=242193529>\n##contig=<ID=chr3,length=198295559>\n##reference=file:///shared/refs/GRCh38/GCA_000001405.15_GRCh38_no_alt_analysis_set.fna",
            ),
            (
                "assistant",
                'Confirmed, my mistake: every rule reads its reference from `config/refs.yaml`, which is GRCh38 (no-alt analysis set), and the filtered VCFs have `chr`-prefixed GRCh38 contigs (chr1 = 248,956,422 bp). `reference:` and `known_sites:` in `config/config.yaml` are not read by any rule, both are b37 leftovers. I\'ll use the `110_GRCh38` cache with `--assembly GRCh38` and take the fasta from `refs["ref_fasta"]`. Should I delete the two dead keys from config.yaml?',
            ),
            ("user", "yes pls delete them, they've confused people before. not just you"),
            ("edit", "config/config.yaml"),
            ("edit", "workflow/envs/vep.yaml"),
            ("edit", "workflow/rules/vep.smk"),
            ("edit", "workflow/Snakefile"),
            (
                "read",
                "workflow/rules/vep.smk",
                'rule vep:\n    input:\n        vcf="results/filtered/{sample}.filtered.vcf.gz",\n        fasta=refs["ref_fasta"],\n    output:\n        vcf="results/annotated/{sample}.vep.vcf.gz",\n        stats="results/qc/vep/{sample}.vep_summary.html",\n    log:\n        "logs/vep/{sample}.log",\n    threads: 4\n    resources:\n        mem_mb=8000,\n        runtime=240,\n    conda:\n        "../envs/vep.yaml"\n    shell:\n        """\n        vep --input_file {input.vcf} --output_file {output.vcf} \\\\\n            --format vcf --vcf --compress_output bgzip \\\\\n            --offline --cache --dir_cache {config[vep_cache]} \\\\\n            --cache_version 110 --assembly GRCh38 \\\\\n            --fasta {input.fasta} --fork {threads} \\\\\n            --everything --stats_file {output.stats} 2> {log}\n        tabix -p vcf {output.vcf}\n        """\n',
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs -n 2>&1 | grep -A12 '^Job stats'",
                "Job stats:\njob      count\n-----  -------\nall          1\nvep        412\ntotal      413",
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs results/annotated/S00388.vep.vcf.gz 2>&1 | tail -4 && bcftools view -h results/annotated/S00388.vep.vcf.gz | grep -m2 '^##VEP'",
                'Finished job 0.\n1 of 1 steps (100%) done\nComplete log: .snakemake/log/2026-12-04T101422.331907.snakemake.log\n##VEP="v110" time="2026-12-04 10:31:08" cache="/shared/vep/homo_sapiens/110_GRCh38" ensembl-variation=110.0c6e8d5 ensembl-funcgen=110.3b94c73 ensembl=110.6b6a3e1 ensembl-io=110.0a4d4d6 1000genomes="phase3" COSMIC="97" ClinVar="202301" dbSNP="154" gencode="GENCODE 44" genebuild="2014-07" gnomADe="r2.1.1" gnomADg="v3.1.2" polyphen="2.2.3" regbuild="1.0" sift="sift5.2.2"\n##VEP-command-line=\'vep --assembly GRCh38 --cache --cache_version 110 --compress_output bgzip --dir_cache /shared/vep --everything --fasta [PATH]/GCA_000001405.15_GRCh38_no_alt_analysis_set.fna --format vcf --fork 4 --input_file [PATH]/S00388.filtered.vcf.gz --offline --output_file [PATH]/S00388.vep.vcf.gz --stats_file [PATH]/S00388.vep_summary.html --vcf\'',
            ),
            (
                "assistant",
                "VEP is wired in. The test sample S00388 annotated in about 15 minutes against the `110_GRCh38` cache, and the header confirms GRCh38 and GENCODE 44. The dry run shows 412 `vep` jobs for the full cohort, which I haven't started. I removed `reference:` and `known_sites:` from `config/config.yaml`, so `config/refs.yaml` is now the only place with reference paths.",
            ),
            ("user", "thanks, I'll run the rest tonight"),
        ],
        "lessons": [{"keys": ["GRCh38", "refs.yaml"], "not": ["pipeline uses GRCh37"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh41-decision-bam-to-cram",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "Hanna got a quota warning on /projects again 😩 what can we do about the BAMs? I really don't want to buy more storage this year, the budget is gone",
            ),
            (
                "bash",
                "lfs quota -hg kovacslab /projects",
                "Disk quotas for grp kovacslab (gid 5120):\n     Filesystem    used   quota   limit   grace   files   quota   limit   grace\n      /projects  37.41T     38T     40T       -  2841193       0       0       -",
            ),
            (
                "bash",
                "du -sh /projects/kovacslab/* 2>/dev/null | sort -h | tail -8",
                "118G\t/projects/kovacslab/refs_scratch\n402G\t/projects/kovacslab/rnaseq\n690G\t/projects/kovacslab/qc\n1.1T\t/projects/kovacslab/vcf\n2.2T\t/projects/kovacslab/gvcf\n8.1T\t/projects/kovacslab/fastq\n23T\t/projects/kovacslab/aligned\n37T\ttotal",
            ),
            (
                "bash",
                "find /projects/kovacslab/aligned -name '*.bam' | wc -l; find /projects/kovacslab/aligned -name '*.bam' -printf '%s\\n' | awk '{s+=$1} END {printf \"%.1f GB avg\\n\", s/NR/1e9}'; ls /projects/kovacslab/aligned",
                "412\n56.3 GB avg\nbatch01  batch02  batch03  batch04  batch05  batch06  batch07  batch08  batch09  batch10  batch11  batch12",
            ),
            (
                "assistant",
                "The 412 deduplicated BAMs in `aligned/` take 23T of your 37.4T (avg 56 GB, typical for 30x). The soft quota is 38T, so that's where the room has to come from. Options:\n\n1. **Convert BAMs to CRAM.** Lossless with the reference; a 30x WGS CRAM is usually 45–55% of the BAM, so roughly 11–12T back. Downside: decoding needs the exact reference fasta that was used for encoding, forever.\n2. **Move older batches (01–08) to the tape archive** (`/archive`, HSM). Frees about 15T, but recalls take one to a few days.\n3. **Delete the BAMs, keep FASTQ + gVCFs**, and re-align on demand when someone needs reads.\n\nAll three can be combined, but 1 alone would put you at about 26T.",
            ),
            (
                "user",
                "3 is out, re-aligning a 30x genome is ~600 core hours each and the fastqs are on tape already anyway. and tape restores are too slow for us, reviewers always want IGV screenshots within the week. so 1.\nthe catch is the fasta: the CRAMs decode against /shared/refs/GRCh38 by md5, so that directory has to stay read-only, nobody ever replaces or re-downloads that file in place. if there's a new reference it goes in a new directory",
            ),
            (
                "bash",
                "ls -ld /shared/refs/GRCh38 && ls -l /shared/refs/GRCh38/*.fna",
                "drwxrwsr-x 4 hsz kovacslab 4096 Mar 14  2025 /shared/refs/GRCh38\n-rw-rw-r-- 1 hsz kovacslab 3263683042 Mar 14  2025 /shared/refs/GRCh38/GCA_000001405.15_GRCh38_no_alt_analysis_set.fna",
            ),
            (
                "assistant",
                "Right now it isn't read-only: the directory and the fasta are group-writable for all of kovacslab. Shall I remove write permission recursively (`chmod -R a-w`)? You'd need to `chmod u+w` yourself on the rare occasion you add an index there.",
            ),
            ("user", "yes do it"),
            (
                "bash",
                "chmod -R a-w /shared/refs/GRCh38 && ls -ld /shared/refs/GRCh38 && md5sum /shared/refs/GRCh38/GCA_000001405.15_GRCh38_no_alt_analysis_set.fna | tee /shared/refs/GRCh38.fna.md5",
                "dr-xr-sr-x 4 hsz kovacslab 4096 Mar 14  2025 /shared/refs/GRCh38\n9bcf2a0a4b0a2ec8e7a8d3c1a07b3f2e  /shared/refs/GRCh38/GCA_000001405.15_GRCh38_no_alt_analysis_set.fna",
            ),
            ("edit", "workflow/rules/cram.smk"),
            ("edit", "workflow/envs/samtools.yaml"),
            (
                "read",
                "workflow/rules/cram.smk",
                'rule bam_to_cram:\n    input:\n        bam="/projects/kovacslab/aligned/{batch}/{sample}.dedup.bam",\n        ref=refs["ref_fasta"],\n    output:\n        cram="/projects/kovacslab/aligned/{batch}/{sample}.dedup.cram",\n        crai="/projects/kovacslab/aligned/{batch}/{sample}.dedup.cram.crai",\n        check="/projects/kovacslab/qc/cram_check/{batch}/{sample}.flagstat.diff",\n    threads: 8\n    resources:\n        mem_mb=8000,\n        runtime=240,\n    conda:\n        "../envs/samtools.yaml"\n    shell:\n        """\n        samtools view -@ {threads} -C -T {input.ref} --write-index \\\\\n            -o {output.cram}##idx##{output.crai} {input.bam}\n        diff <(samtools flagstat -@ {threads} {input.bam}) \\\\\n             <(samtools flagstat -@ {threads} {output.cram}) > {output.check}\n        """\n',
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs --until bam_to_cram --config cram_batches=[batch01] 2>&1 | tail -3; du -ch /projects/kovacslab/aligned/batch01/*.bam | tail -1; du -ch /projects/kovacslab/aligned/batch01/*.cram | tail -1; find /projects/kovacslab/qc/cram_check/batch01 -size +0 | wc -l",
                "Finished job 0.\n25 of 25 steps (100%) done\nComplete log: .snakemake/log/2026-12-04T112004.118402.snakemake.log\n1.3T\ttotal\n612G\ttotal\n0",
            ),
            (
                "assistant",
                "batch01 is converted: 24 BAMs, 1.3T → 612G of CRAM (47%), and all 24 flagstat diffs are empty, so read counts, duplicates and pairing flags are identical. Extrapolated over all twelve batches that's about 12T back, putting you near 25T. I haven't deleted any BAMs.",
            ),
            (
                "user",
                "nice. run batches 02-08 over the weekend, but don't delete a single BAM until I've looked at the flagstat diffs on monday. 09-12 we do later",
            ),
            (
                "bash",
                "nohup snakemake --profile profiles/wgs --until bam_to_cram --config 'cram_batches=[batch02,batch03,batch04,batch05,batch06,batch07,batch08]' > logs/cram_02_08.log 2>&1 &\nsleep 60; squeue -u hsz -h -n smk-bam_to_cram | wc -l",
                "168",
            ),
            (
                "assistant",
                "168 conversion jobs (batches 02–08) are queued or running; the log is `logs/cram_02_08.log`. The flagstat diffs will be under `/projects/kovacslab/qc/cram_check/<batch>/`, and every BAM stays in place until you say so.",
            ),
        ],
        "lessons": [
            {"keys": ["CRAM", "BAM"]},
            {"keys": ["/shared/refs/GRCh38", "read-only"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh41-sampletrack-pgbouncer-tool-stored",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "hey, need a list of PRJ-0412 samples that are sequenced but dont have variant calls yet. the sample tracking db knows what's sequenced, vcfs are in /projects/kovacslab/vcf/PRJ-0412/",
            ),
            (
                "bash",
                "psql \"host=sampledb.lab.internal dbname=sampletrack\" -c '\\dt'",
                'psql: error: connection to server at "sampledb.lab.internal" (10.20.4.15), port 5432 failed: Connection timed out\n\tIs the server running on that host and accepting TCP/IP connections?',
            ),
            (
                "user",
                "ah yeah you cant reach 5432 from the cluster, only from the lab subnet. there's a pgbouncer on 6432 for us. user pipeline_ro, pw is already in ~/.pgpass",
            ),
            (
                "bash",
                "psql \"host=sampledb.lab.internal port=6432 dbname=sampletrack user=pipeline_ro\" -c '\\dt'",
                "                 List of relations\n Schema |       Name        | Type  |   Owner    \n--------+-------------------+-------+------------\n public | freezer_locations | table | sampletrack\n public | libraries         | table | sampletrack\n public | projects          | table | sampletrack\n public | run_samples       | table | sampletrack\n public | samples           | table | sampletrack\n public | sequencing_runs   | table | sampletrack\n(6 rows)",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "sampletrack Postgres (sampledb.lab.internal, db sampletrack): from the Slurm cluster, connect through pgbouncer on port 6432 as user pipeline_ro (password in ~/.pgpass). Port 5432 is only reachable from the lab subnet and times out from the cluster.",
                    "tags": ["sampletrack", "postgres", "cluster"],
                },
                '{"id":"112","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Connected through pgbouncer, and I saved the connection details (6432, `pipeline_ro`) to memory so I don't try 5432 from the cluster again. Looking at the schema now.",
            ),
            (
                "bash",
                "psql \"host=sampledb.lab.internal port=6432 dbname=sampletrack user=pipeline_ro\" -c '\\d samples' -c '\\d run_samples'",
                '                     Table "public.samples"\n    Column     |           Type           | Nullable \n---------------+--------------------------+----------\n sample_id     | text                     | not null\n project_id    | text                     | not null\n subject_code  | text                     | \n tissue        | text                     | \n received_at   | date                     | \n status        | sample_status            | not null\n notes         | text                     | \nIndexes:\n    "samples_pkey" PRIMARY KEY, btree (sample_id)\n\n               Table "public.run_samples"\n   Column    |  Type   | Nullable \n-------------+---------+----------\n run_id      | text    | not null\n sample_id   | text    | not null\n lane        | integer | \n reads_pf    | bigint  | \n qc_pass     | boolean | ',
            ),
            (
                "bash",
                'psql "host=sampledb.lab.internal port=6432 dbname=sampletrack user=pipeline_ro" -At -c "select distinct s.sample_id from samples s join run_samples r using (sample_id) where s.project_id = \'PRJ-0412\' and r.qc_pass order by 1" | tee /tmp/prj0412_sequenced.txt | wc -l; head -5 /tmp/prj0412_sequenced.txt',
                "47\nS00412\nS00415\nS00416\nS00419\nS00421",
            ),
            (
                "bash",
                "ls /projects/kovacslab/vcf/PRJ-0412/ | head -6; ls /projects/kovacslab/vcf/PRJ-0412/*.vcf.gz | wc -l",
                "S1033.vcf.gz\nS1033.vcf.gz.tbi\nS1034.vcf.gz\nS1034.vcf.gz.tbi\nS412.vcf.gz\nS412.vcf.gz.tbi\n31",
            ),
            (
                "bash",
                "ls /projects/kovacslab/vcf/PRJ-0412/*.vcf.gz | xargs -n1 basename | sed 's/\\.vcf\\.gz$//' | sort > /tmp/prj0412_have.txt; comm -23 /tmp/prj0412_sequenced.txt /tmp/prj0412_have.txt | wc -l",
                "47",
            ),
            (
                "assistant",
                "The naive comparison says none of the 47 sequenced samples has a VCF, which is wrong: the names don't line up. The DB uses zero-padded IDs (`S00412`), while the VCFs are named `S412`, `S1033` and so on. I can normalise before comparing; which form is the real one?",
            ),
            (
                "user",
                "yeah thats the sequencing core. their sample sheets go through excel at some point and it eats the leading zeros, so everything they name from the sheet comes out unpadded, fastqs included. the ids in the db are the canonical ones, always zero-pad to 5 digits before matching anything that came from the core. we should fix the demux naming some day but not today",
            ),
            (
                "bash",
                "ls /projects/kovacslab/vcf/PRJ-0412/*.vcf.gz | xargs -n1 basename | sed -E 's/^S([0-9]+)\\.vcf\\.gz$/\\1/' | xargs printf 'S%05d\\n' | sort > /tmp/prj0412_have.txt; comm -23 /tmp/prj0412_sequenced.txt /tmp/prj0412_have.txt | tee /tmp/prj0412_missing_vcf.txt | wc -l; comm -13 /tmp/prj0412_sequenced.txt /tmp/prj0412_have.txt | wc -l",
                "16\n0",
            ),
            (
                "bash",
                "psql \"host=sampledb.lab.internal port=6432 dbname=sampletrack user=pipeline_ro\" --csv -c \"select s.sample_id, s.subject_code, s.tissue, max(q.run_id) as last_run from samples s join run_samples q using (sample_id) where s.sample_id = any(string_to_array('$(paste -sd, /tmp/prj0412_missing_vcf.txt)', ',')) and q.qc_pass group by 1,2,3 order by 1\" | tee /tmp/prj0412_missing_vcf.csv",
                "sample_id,subject_code,tissue,last_run\nS01040,TC-118,PBMC,RUN-2026-11-21-A\nS01041,TC-118,tumor,RUN-2026-11-21-A\nS01042,TC-119,PBMC,RUN-2026-11-21-A\nS01043,TC-119,tumor,RUN-2026-11-21-A\nS01044,TC-120,PBMC,RUN-2026-11-21-A\nS01045,TC-120,tumor,RUN-2026-11-21-A\nS01046,TC-121,PBMC,RUN-2026-11-21-B\nS01047,TC-121,tumor,RUN-2026-11-21-B\nS01048,TC-122,PBMC,RUN-2026-11-21-B\nS01049,TC-122,tumor,RUN-2026-11-21-B\nS01050,TC-123,PBMC,RUN-2026-11-28-A\nS01051,TC-123,tumor,RUN-2026-11-28-A\nS01052,TC-124,PBMC,RUN-2026-11-28-A\nS01053,TC-124,tumor,RUN-2026-11-28-A\nS01054,TC-125,PBMC,RUN-2026-11-28-A\nS01055,TC-125,tumor,RUN-2026-11-28-A",
            ),
            (
                "assistant",
                "After zero-padding the VCF names, 31 of the 47 QC-passed samples have VCFs and 16 don't. There are no VCFs without a DB entry. The 16 missing ones are S01040–S01055 (subjects TC-118 to TC-125, PBMC/tumor pairs) from the two sequencing runs on 21 and 28 November, so it looks like those runs simply haven't been through the pipeline yet. List with subject, tissue and run: `/tmp/prj0412_missing_vcf.csv`.",
            ),
            ("user", "makes sense, those runs came in after batch12 was set up. perfect ty"),
        ],
        "lessons": [{"keys": ["zero-pad", "5 digits"]}],
        "tool_stored": [["6432", "pipeline_ro"]],
    },
    {
        "name": "fresh41-mosdepth-envs-in-passing",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "can you add a coverage step with mosdepth after markdup? per sample, restricted to the exome targets (targets_bed in config), I want results/qc/coverage/{sample}.mosdepth.summary.txt plus the thresholds file for 10/20/30x. env-wise same as everything else: each rule gets its own yaml under workflow/envs/, pinned exactly to version and build, channels conda-forge and bioconda only. no defaults channel, the university got that letter from Anaconda about licensing. test on the 3 samples in config/samples_test.tsv only, not the full cohort",
            ),
            (
                "bash",
                "ls workflow/envs/ && cat workflow/envs/gatk.yaml workflow/envs/samtools.yaml",
                "bcftools.yaml  bwa_mem2.yaml  fastp.yaml  gatk.yaml  multiqc.yaml  samtools.yaml  vep.yaml\nchannels:\n  - conda-forge\n  - bioconda\n  - nodefaults\ndependencies:\n  - gatk4=4.5.0.0=py36hdfd78af_0\nchannels:\n  - conda-forge\n  - bioconda\n  - nodefaults\ndependencies:\n  - samtools=1.21=h50ea8bc_0",
            ),
            (
                "bash",
                "micromamba search -c conda-forge -c bioconda --override-channels mosdepth 2>/dev/null | tail -8",
                " Name     Version Build        Channel  \n─────────────────────────────────────────\n mosdepth 0.3.10  h4e814b3_1   bioconda\n mosdepth 0.3.10  h4e814b3_0   bioconda\n mosdepth 0.3.9   hd299d5a_0   bioconda\n mosdepth 0.3.8   hd299d5a_0   bioconda\n mosdepth 0.3.7   hd299d5a_0   bioconda\n mosdepth 0.3.6   hd299d5a_0   bioconda",
            ),
            ("edit", "workflow/envs/mosdepth.yaml"),
            ("edit", "workflow/rules/coverage.smk"),
            ("edit", "workflow/Snakefile"),
            (
                "read",
                "workflow/rules/coverage.smk",
                'rule mosdepth:\n    input:\n        bam="results/dedup/{sample}.dedup.bam",\n        bai="results/dedup/{sample}.dedup.bai",\n        bed=config["targets_bed"],\n    output:\n        summary="results/qc/coverage/{sample}.mosdepth.summary.txt",\n        dist="results/qc/coverage/{sample}.mosdepth.region.dist.txt",\n        thresholds="results/qc/coverage/{sample}.thresholds.bed.gz",\n    params:\n        prefix="results/qc/coverage/{sample}",\n    log:\n        "logs/mosdepth/{sample}.log",\n    threads: 4\n    resources:\n        mem_mb=4000,\n        runtime=60,\n    conda:\n        "../envs/mosdepth.yaml"\n    shell:\n        """\n        mosdepth --threads {threads} --no-per-base --by {input.bed} \\\\\n            --thresholds 10,20,30 {params.prefix} {input.bam} 2> {log}\n        """\n\n\nrule all_coverage:\n    input:\n        expand("results/qc/coverage/{sample}.mosdepth.summary.txt", sample=SAMPLES),\n',
            ),
            (
                "bash",
                "cat workflow/envs/mosdepth.yaml",
                "channels:\n  - conda-forge\n  - bioconda\n  - nodefaults\ndependencies:\n  - mosdepth=0.3.10=h4e814b3_1",
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs --config samples=config/samples_test.tsv -n all_coverage 2>&1 | grep -A8 '^Job stats'",
                "Job stats:\njob             count\n------------  -------\nall_coverage        1\nmosdepth            3\ntotal               4",
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs --config samples=config/samples_test.tsv all_coverage 2>&1 | grep -E 'Creating conda|Environment for|steps \\(100%\\)|Error'",
                "Creating conda environment workflow/envs/mosdepth.yaml...\nEnvironment for /home/hsz/proj/wgs_pipeline/workflow/envs/mosdepth.yaml created (location: /shared/conda/snakemake-envs/5c1f0e9a7d2b4a61e3f8c0b9d4e27a15_)\n4 of 4 steps (100%) done",
            ),
            (
                "bash",
                "for s in S00388 S00391 S00402; do grep -E '^total_region' results/qc/coverage/$s.mosdepth.summary.txt | sed \"s/^/$s  /\"; done; zcat results/qc/coverage/S00388.thresholds.bed.gz | head -4",
                "S00388  total_region\t64190012\t4005465823\t0\t1209\t62.40\nS00391  total_region\t64190012\t3387718902\t0\t1177\t52.78\nS00402  total_region\t64190012\t1601843410\t0\t846\t24.95\n#chrom\tstart\tend\tregion\t10X\t20X\t30X\nchr1\t65508\t65607\tunknown\t99\t99\t99\nchr1\t69036\t71586\tunknown\t2550\t2550\t2489\nchr1\t924431\t924950\tunknown\t519\t519\t519",
            ),
            (
                "bash",
                "python3 -c \"import gzip\nfor s in ['S00388','S00391','S00402']:\n    tot=c10=c20=c30=0\n    for l in gzip.open(f'results/qc/coverage/{s}.thresholds.bed.gz','rt'):\n        if l.startswith('#'): continue\n        f=l.split('\\t'); n=int(f[2])-int(f[1]); tot+=n; c10+=int(f[4]); c20+=int(f[5]); c30+=int(f[6])\n    print(s, f'{100*c10/tot:.1f} {100*c20/tot:.1f} {100*c30/tot:.1f}')\"",
                "S00388 98.9 97.6 95.1\nS00391 98.7 97.0 93.4\nS00402 97.2 88.4 61.9",
            ),
            (
                "assistant",
                "Added `rule mosdepth` in `workflow/rules/coverage.smk` plus an `all_coverage` target, with its own `workflow/envs/mosdepth.yaml` pinned to `mosdepth=0.3.10=h4e814b3_1` from conda-forge/bioconda with `nodefaults`, like the other env files. It runs with `--by <targets_bed> --thresholds 10,20,30 --no-per-base`.\n\nTest run on the 3 test samples (mean target coverage; % of target bases at ≥10x / ≥20x / ≥30x):\n\n| sample | mean | 10x | 20x | 30x |\n|---|---|---|---|---|\n| S00388 | 62.4 | 98.9 | 97.6 | 95.1 |\n| S00391 | 52.8 | 98.7 | 97.0 | 93.4 |\n| S00402 | 25.0 | 97.2 | 88.4 | 61.9 |\n\nS00402 is noticeably shallower than the other two. The full cohort hasn't been run. MultiQC picks up `*.mosdepth.summary.txt` and `*.region.dist.txt` on its own, so the coverage plots will show up in the next report.",
            ),
            (
                "user",
                "S00402 is a known low-input library, fine. looks right. leave the full cohort for now, I'll kick it off after the batch12 rerun finishes. commit it on a branch, no PR yet",
            ),
            (
                "bash",
                "git switch -c feat/mosdepth-coverage && git add workflow/rules/coverage.smk workflow/envs/mosdepth.yaml workflow/Snakefile && git commit -m 'Add per-sample exome coverage with mosdepth' && git log --oneline -1",
                "Switched to a new branch 'feat/mosdepth-coverage'\n[feat/mosdepth-coverage 7d20c4e] Add per-sample exome coverage with mosdepth\n 3 files changed, 41 insertions(+), 1 deletion(-)\n7d20c4e Add per-sample exome coverage with mosdepth",
            ),
            ("assistant", "Committed as 7d20c4e on `feat/mosdepth-coverage`; not pushed, no PR."),
        ],
        "lessons": [
            {"keys": ["workflow/envs", "pinned"]},
            {"keys": ["defaults channel", "Anaconda"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh41-varqc-titv-format-nothing",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "small one in varqc: `varqc summary` prints ti/tv with like 6 decimals and the column header says titv. make it 2 decimals and header Ti/Tv pls, Hanna wants to paste it into the lab meeting slides. don't push, I'll bundle it with her branch",
            ),
            (
                "bash",
                "cd ~/proj/varqc && varqc summary tests/data/small.vcf.gz",
                "sample     n_snv  n_indel  titv      het_hom  mean_dp  mean_gq\nNA12878    4127   512      2.083417  1.612903  38.21    91.44\nNA12891    4098   497      2.071265  1.588235  36.90    90.87\nNA12892    4150   530      2.094955  1.634146  37.55    91.02",
            ),
            (
                "read",
                "src/varqc/summary.py",
                'COLUMNS = ["sample", "n_snv", "n_indel", "titv", "het_hom", "mean_dp", "mean_gq"]\n\n\ndef format_row(stats: SampleStats) -> list[str]:\n    return [\n        stats.sample,\n        str(stats.n_snv),\n        str(stats.n_indel),\n        f"{stats.titv:.6f}",\n        f"{stats.het_hom:.6f}",\n        f"{stats.mean_dp:.2f}",\n        f"{stats.mean_gq:.2f}",\n    ]\n',
            ),
            (
                "assistant",
                "`format_row` hard-codes 6 decimals for Ti/Tv and het/hom. I'll change Ti/Tv to 2 decimals and rename the header to `Ti/Tv`. het_hom has the same 6-decimal formatting; should that go to 2 as well, or stay as it is?",
            ),
            ("user", "yeah het_hom too, same reason. but keep the column name het_hom"),
            ("edit", "src/varqc/summary.py"),
            (
                "bash",
                "cd ~/proj/varqc && python -m pytest -q 2>&1 | tail -15",
                '........................................F.\n=================================== FAILURES ===================================\n____________________________ test_summary_golden ______________________________\n\n    def test_summary_golden(tmp_path):\n        out = run_cli(["summary", DATA / "small.vcf.gz"])\n>       assert out == (DATA / "expected_summary.txt").read_text()\nE       AssertionError: assert \'sample     n...\' == \'sample     n...\'\nE         - sample     n_snv  n_indel  titv      het_hom   mean_dp  mean_gq\nE         + sample     n_snv  n_indel  Ti/Tv  het_hom  mean_dp  mean_gq\nE         - NA12878    4127   512      2.083417  1.612903  38.21    91.44\nE         + NA12878    4127   512      2.08   1.61     38.21    91.44\n\ntests/test_cli.py:48: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_cli.py::test_summary_golden - AssertionError: assert \'sampl...\n1 failed, 41 passed in 3.87s',
            ),
            (
                "assistant",
                "Only the golden-file test fails, and only because it expects the old output. Regenerating `tests/data/expected_summary.txt` from the new output and checking the diff is just the intended change.",
            ),
            (
                "bash",
                "cd ~/proj/varqc && varqc summary tests/data/small.vcf.gz > tests/data/expected_summary.txt && git diff --stat && python -m pytest -q 2>&1 | tail -1",
                " src/varqc/summary.py             | 6 +++---\n tests/data/expected_summary.txt  | 8 ++++----\n 2 files changed, 7 insertions(+), 7 deletions(-)\n42 passed in 3.41s",
            ),
            (
                "bash",
                "cd ~/proj/varqc && varqc summary tests/data/small.vcf.gz",
                "sample     n_snv  n_indel  Ti/Tv  het_hom  mean_dp  mean_gq\nNA12878    4127   512      2.08   1.61     38.21    91.44\nNA12891    4098   497      2.07   1.59     36.90    90.87\nNA12892    4150   530      2.09   1.63     37.55    91.02",
            ),
            (
                "bash",
                "cd ~/proj/varqc && git commit -am 'summary: round Ti/Tv and het/hom to 2 decimals, header Ti/Tv' && git status -sb | head -1",
                "[main b81e07f] summary: round Ti/Tv and het/hom to 2 decimals, header Ti/Tv\n 2 files changed, 7 insertions(+), 7 deletions(-)\n## main...origin/main [ahead 1]",
            ),
            (
                "assistant",
                "Done and committed locally as b81e07f (main is 1 ahead of origin, not pushed). `varqc summary` now prints Ti/Tv and het_hom with 2 decimals and the header reads `Ti/Tv`; the golden file is updated and all 42 tests pass.",
            ),
            ("user", "perfect, thank you!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh41-snakemake-rerun-question-nothing",
        "split": "fresh41",
        "steps": [
            (
                "user",
                "why does snakemake want to rerun like 3000 jobs?? I only added a comment in rules/align.smk. I just want the new batch13 samples to go through",
            ),
            (
                "bash",
                "git diff workflow/rules/align.smk",
                'diff --git a/workflow/rules/align.smk b/workflow/rules/align.smk\nindex 4c1e2aa..9f03b7d 100644\n--- a/workflow/rules/align.smk\n+++ b/workflow/rules/align.smk\n@@ -22,6 +22,7 @@ rule bwa_mem2:\n     shell:\n         """\n+        # -K fixes the batch size so results do not depend on thread count\n         bwa-mem2 mem -t {threads} -K 100000000 -Y \\\\\n             -R \'{params.rg}\' {input.idx} {input.r1} {input.r2} 2> {log.bwa} \\\\\n             | samtools sort -@ 4 -m 2G -T {resources.tmpdir}/{wildcards.sample} -o {output.bam} - 2> {log.sort}',
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs -n -r 2>&1 | grep -B1 -A1 'reason:' | grep -m4 -A1 'rule bwa_mem2' ; snakemake --profile profiles/wgs -n 2>&1 | grep -A14 '^Job stats'",
                "rule bwa_mem2:\n    reason: Code has changed since last execution\n--\nrule bwa_mem2:\n    reason: Code has changed since last execution\nJob stats:\njob                  count\n-----------------  -------\nall                      1\napply_bqsr             424\nbase_recalibrator      424\nbwa_mem2               424\nhaplotype_caller       424\nmarkdup                424\nmosdepth               424\nvep                    424\ngenotype_gvcfs           1\ntotal                 2970",
            ),
            (
                "assistant",
                "Your comment sits inside the `shell:` string, so to Snakemake it's part of the command. Since Snakemake 7.8 the default rerun triggers are `mtime`, `params`, `input`, `software-env` and `code`, and the `code` trigger compares a rule's recorded command/code with the current one. The command text changed for every existing `bwa_mem2` output, so all 412 old samples plus the 12 new ones are marked for realignment, and everything downstream follows (2,970 jobs in the dry run).\n\nWays out:\n\n- **Just for this run:** `snakemake --profile profiles/wgs --rerun-triggers mtime params input software-env` drops the code trigger, so only the batch13 samples (and the joint genotyping) run.\n- **Permanently for the old outputs:** `snakemake --cleanup-metadata <files>` clears the recorded metadata for those files, so the old command isn't compared any more. This is more invasive and you lose the provenance record.\n- **Avoid it next time:** put comments above the `shell:` keyword, as a Python comment, instead of inside the string.",
            ),
            ("user", "wait does mtime alone not work? I've always typed --rerun-triggers mtime"),
            (
                "assistant",
                "`--rerun-triggers mtime` works too and is what Snakemake before 7.8 did. The difference is that with only `mtime` a change to `params:` or to an input list (say a new known-sites file) won't trigger reruns either. For today, where you know the only change is the comment, `mtime` alone is fine.",
            ),
            (
                "bash",
                "snakemake --profile profiles/wgs -n --rerun-triggers mtime 2>&1 | grep -A14 '^Job stats'",
                "Job stats:\njob                  count\n-----------------  -------\nall                      1\napply_bqsr              12\nbase_recalibrator       12\nbwa_mem2                12\nhaplotype_caller        12\nmarkdup                 12\nmosdepth                12\nvep                     12\ngenotype_gvcfs           1\ntotal                   86",
            ),
            (
                "assistant",
                "With `--rerun-triggers mtime` the dry run is down to 86 jobs: the 12 batch13 samples through all per-sample steps, plus joint genotyping and `all`.",
            ),
            ("user", "ok that's right, 12 new ones. running it. thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
