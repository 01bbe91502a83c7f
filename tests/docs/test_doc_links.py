"""Every link in README.md and docs/ resolves: a relative path names a file or folder of the
repository, and an anchor (`#section`, in the same page or another) names a heading of that
page, by GitHub's rule for heading ids. The README is the front door: it stays short."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")


def slug(heading: str) -> str:
    """GitHub's heading id: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", heading.strip()).lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def prose(page: Path) -> list[tuple[int, str]]:
    """The page's lines outside fenced code blocks, numbered."""
    out, fenced = [], False
    for n, line in enumerate(page.read_text().splitlines(), 1):
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if not fenced:
            out.append((n, line))
    return out


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    for _, line in prose(page):
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            base = slug(m.group(1))
            k = seen.get(base, 0)
            seen[base] = k + 1
            out.add(base if k == 0 else f"{base}-{k}")
    for m in re.finditer(r'<a\s+(?:name|id)="([^"]+)"', page.read_text()):
        out.add(m.group(1))
    return out


def broken(page: Path) -> list[str]:
    bad = []
    for n, line in prose(page):
        for m in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
            target = m.group(1) or m.group(2)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, …
                continue
            path, _, anchor = target.partition("#")
            dest = (page.parent / path).resolve() if path else page
            shown = page.relative_to(ROOT) if page.is_relative_to(ROOT) else page.name
            where = f"{shown}:{n}: {target}"
            if not dest.exists():
                bad.append(f"{where} (no such file)")
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                bad.append(f"{where} (no heading #{anchor})")
    return bad


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_link_resolves(page: Path) -> None:
    assert broken(page) == []


def test_the_checker_sees_a_broken_link(tmp_path: Path) -> None:
    page = tmp_path / "x.md"
    page.write_text("# Title\n\n[ok](#title) [gone](nothere.md) [bad](#nowhere)\n"
                    "```\n[in code](ignored.md)\n```\n")
    assert [b.split(": ", 1)[1] for b in broken(page)] == [
        "nothere.md (no such file)", "#nowhere (no heading #nowhere)"]


def test_the_readme_is_a_front_door() -> None:
    text = (ROOT / "README.md").read_text()
    assert len(text.encode()) <= 12 * 1024, "the README is the front door: detail goes to docs/"
    for must in ("make run", "make test", "docs/README.md"):
        assert must in text


def test_every_doc_is_reachable_from_the_index() -> None:
    index = (ROOT / "docs" / "README.md").read_text()
    for page in sorted((ROOT / "docs").glob("*.md")):
        if page.name != "README.md":
            assert f"({page.name}" in index, f"docs/README.md does not link {page.name}"
