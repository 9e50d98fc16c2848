"""The tables of a PDF as the CLI prints them (``tabsql extract --json``), and their cell grids."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def extract_json(path: Path) -> dict:
    """``tabsql extract PATH --json`` run as a program; a non-zero exit fails the test."""
    run = subprocess.run([sys.executable, "-m", "tabsql.cli", "extract", str(path), "--json"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def grid(table: dict) -> list[list[str]]:
    """The table's cells by row and column, whitespace collapsed; empty places are ""."""
    out = [[""] * table["n_cols"] for _ in range(table["n_rows"])]
    for cell in table["cells"]:
        out[cell["row"]][cell["col"]] = " ".join(cell["text"].split())
    return out
