"""BERT's uncased WordPiece tokenizer in plain Python, for surface.minilm.

It follows BertTokenizer (do_lower_case, tokenize_chinese_chars, accents stripped): split on
whitespace, lower-case, drop accents and control characters, split off every punctuation and
CJK character, then match each word greedily against the vocabulary, longest piece first, with
"##" before a piece inside a word. A word with no match, or over 100 characters, is [UNK].
tests/test_minilm.py checks it against the tokenizers package where that is installed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

MAX_WORD_CHARS = 100


def _is_punctuation(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(cp: int) -> bool:
    return (
        0x4E00 <= cp <= 0x9FFF
        or 0x3400 <= cp <= 0x4DBF
        or 0x20000 <= cp <= 0x2A6DF
        or 0x2A700 <= cp <= 0x2B73F
        or 0x2B740 <= cp <= 0x2B81F
        or 0x2B820 <= cp <= 0x2CEAF
        or 0xF900 <= cp <= 0xFAFF
        or 0x2F800 <= cp <= 0x2FA1F
    )


def _clean(text: str) -> str:
    """Control characters out, whitespace to spaces, CJK characters set apart."""
    out = []
    for ch in text:
        cp = ord(ch)
        if cp == 0 or cp == 0xFFFD:
            continue
        if ch in "\t\n\r" or unicodedata.category(ch) == "Zs":
            out.append(" ")
        elif unicodedata.category(ch).startswith("C"):  # as the tokenizers package: all "other"
            continue
        elif _is_cjk(cp):
            out.append(f" {ch} ")
        else:
            out.append(ch)
    return "".join(out)


def basic_words(text: str) -> list[str]:
    """BERT's basic tokenization: lower-cased, accent-free words and punctuation marks."""
    words: list[str] = []
    for token in _clean(text).split():
        token = unicodedata.normalize("NFD", token.lower())
        token = "".join(ch for ch in token if unicodedata.category(ch) != "Mn")
        start = 0
        for i, ch in enumerate(token):
            if _is_punctuation(ch):
                if i > start:
                    words.append(token[start:i])
                words.append(ch)
                start = i + 1
        if start < len(token):
            words.append(token[start:])
    return words


def read_vocab(path: Path) -> dict[str, int]:
    """A vocab.txt file: one piece a line, its id the line's number."""
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return dict(zip(lines, range(len(lines)), strict=True))


class WordPiece:
    """Text to vocabulary ids, as the model was trained to read them."""

    def __init__(self, vocab: Mapping[str, int]) -> None:
        self.vocab = vocab
        self.unk = vocab["[UNK]"]
        self.cls = vocab["[CLS]"]
        self.sep = vocab["[SEP]"]
        self._word = lru_cache(maxsize=1 << 15)(self._pieces)

    @classmethod
    def from_file(cls, path: Path) -> WordPiece:
        return cls(read_vocab(path))

    def _pieces(self, word: str) -> tuple[int, ...]:
        if len(word) > MAX_WORD_CHARS:
            return (self.unk,)
        out: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            found = None
            while start < end:
                piece = word[start:end] if start == 0 else f"##{word[start:end]}"
                found = self.vocab.get(piece)
                if found is not None:
                    break
                end -= 1
            if found is None:
                return (self.unk,)
            out.append(found)
            start = end
        return tuple(out)

    def ids(self, text: str, max_len: int) -> list[int]:
        """[CLS] pieces [SEP], cut to max_len ids in all."""
        pieces = [i for w in basic_words(text) for i in self._word(w)]
        return [self.cls, *pieces[: max_len - 2], self.sep]
