"""Processes seen through /proc: a test's worker processes and their priority."""
from __future__ import annotations

from pathlib import Path


def _stat_fields(pid: int | str) -> list[str]:
    """/proc/PID/stat after the command name (which may hold spaces and brackets)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def niceness(pid: int) -> int:
    return int(_stat_fields(pid)[16])


def descendants(root: int) -> list[int]:
    """Every process below ``root`` (children, their children, ...)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int(_stat_fields(entry.name)[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out
