"""sql, tables, documents, export, --version, completion, ingest --password/--pages and the one-line
errors, through the real command line (a subprocess) and real files read back with their own readers."""
from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import duckdb
import openpyxl
import pytest
from pypdf import PdfReader, PdfWriter

from conftest import supplier_price_list
from pdfs import Break, Grid, Heading, build_pdf

TABSQL = Path(sys.executable).parent / "tabsql"  # the installed console script


def tabsql(*args: str, cwd: Path | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tabsql.cli", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=240, env=env)


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pdfs")
    supplier_price_list(folder / "supplier-a-2025.pdf", "Supplier A", 2025, ["EUR 45.00", "EUR 95.00", "EUR 20.00"])
    supplier_price_list(folder / "supplier-b-2025.pdf", "Supplier B", 2025, ["EUR 50.00", "EUR 120.00", "EUR 30.00"])
    path = folder / "catalog.duckdb"
    run = tabsql("ingest", str(folder), "--db", str(path))
    assert run.returncode == 0, run.stderr
    return path


def _table_name(db: Path, document: str) -> str:
    run = tabsql("tables", "--db", str(db), "--json")
    assert run.returncode == 0, run.stderr
    return next(t["name"] for t in json.loads(run.stdout)["tables"] if t["document"] == document)


def test_sql_formats_and_refusal(db: Path) -> None:
    name = _table_name(db, "supplier-b-2025.pdf")
    query = f"SELECT _label, standard FROM {name} ORDER BY _row"
    as_json = tabsql("sql", query, "--db", str(db), "--format", "json")
    assert as_json.returncode == 0, as_json.stderr
    assert json.loads(as_json.stdout) == {"columns": ["_label", "standard"],
                                          "rows": [["1-99", 50.0], ["100-499", 120.0], ["500+", 30.0]]}
    as_csv = tabsql("sql", query, "--db", str(db), "--format", "csv")
    assert list(csv.reader(io.StringIO(as_csv.stdout))) == [["_label", "standard"], ["1-99", "50.0"],
                                                            ["100-499", "120.0"], ["500+", "30.0"]]
    table = tabsql("sql", query, "--db", str(db)).stdout.splitlines()
    assert table[0].split() == ["_label", "standard"] and table[3].split() == ["100-499", "120.0"]
    for bad, why in ((f"DELETE FROM {name}", "DELETE"), ("SELECT * FROM documents", "documents"),
                     ("SELECT * FROM read_csv('/etc/passwd')", "")):
        refused = tabsql("sql", bad, "--db", str(db))
        assert refused.returncode == 2, bad
        assert refused.stdout == "" and len(refused.stderr.strip().splitlines()) == 1, refused.stderr
        assert refused.stderr.startswith("error: ") and why in refused.stderr


def test_tables_and_documents_listings(db: Path) -> None:
    docs = json.loads(tabsql("documents", "--db", str(db), "--json").stdout)["documents"]
    assert [(d["name"], d["pages"], d["tables"]) for d in docs] == [("supplier-a-2025.pdf", 1, 1),
                                                                     ("supplier-b-2025.pdf", 1, 1)]
    rows = list(csv.DictReader(io.StringIO(tabsql("documents", "--db", str(db), "--csv").stdout)))
    assert [r["name"] for r in rows] == ["supplier-a-2025.pdf", "supplier-b-2025.pdf"]
    tables = json.loads(tabsql("tables", "--db", str(db), "--json").stdout)["tables"]
    assert {t["document"] for t in tables} == {"supplier-a-2025.pdf", "supplier-b-2025.pdf"}
    assert {"standard", "express"} <= {c["name"] for c in tables[0]["columns"]}
    listed = list(csv.DictReader(io.StringIO(tabsql("tables", "--db", str(db), "--csv").stdout)))
    assert {r["name"] for r in listed} == {t["name"] for t in tables}
    assert "standard" in listed[0]["columns"]


def test_export_every_format_reads_back(db: Path, tmp_path: Path) -> None:
    for fmt in ("csv", "xlsx", "parquet", "markdown", "json"):
        run = tabsql("export", "supplier-b-2025.pdf", "--db", str(db), "--format", fmt, "--out", str(tmp_path / fmt))
        assert run.returncode == 0, run.stderr
    assert [p.name for p in (tmp_path / "csv").iterdir()] == ["supplier-b-2025.t1.csv"]
    lines = list(csv.reader((tmp_path / "csv" / "supplier-b-2025.t1.csv").open()))
    assert lines[0] == ["Order quantity (units)", "Standard (EUR)", "Express (EUR)"]
    assert lines[2] == ["100-499", "120.0", "240.0"]

    wb = openpyxl.load_workbook(tmp_path / "xlsx" / "supplier-b-2025.xlsx")
    assert wb.sheetnames == ["t1", "notes"]
    sheet = [[c.value for c in row] for row in wb["t1"].iter_rows()]
    assert sheet[0] == ["Order quantity (units)", "Standard (EUR)", "Express (EUR)"]
    assert sheet[2] == ["100-499", 120, 240] and isinstance(sheet[2][1], int | float)
    notes = [[c.value for c in row] for row in wb["notes"].iter_rows()]
    assert notes[1][0] == "t1" and "VAT" in notes[1][5]

    parquet = tmp_path / "parquet" / "supplier-b-2025.t1.parquet"
    con = duckdb.connect()
    types = dict(con.execute(f"SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM '{parquet}')").fetchall())
    assert types == {"Order quantity (units)": "VARCHAR", "Standard (EUR)": "DOUBLE", "Express (EUR)": "DOUBLE"}
    assert con.execute(f"SELECT sum(\"Standard (EUR)\") FROM '{parquet}'").fetchone() == (200.0,)

    md = (tmp_path / "markdown" / "supplier-b-2025.t1.md").read_text()
    assert "| 100-499 | 120 | 240 |" in md and "Prices exclude VAT" in md
    frame = json.loads((tmp_path / "json" / "supplier-b-2025.t1.json").read_text())
    assert frame["columns"][1]["unit"] == "EUR" and frame["rows"][1] == ["100-499", 120.0, 240.0]

    every = tabsql("export", "--db", str(db), "--format", "xlsx", "--out", str(tmp_path / "all"))
    assert sorted(p.name for p in (tmp_path / "all").iterdir()) == ["supplier-a-2025.xlsx", "supplier-b-2025.xlsx"]
    unknown = tabsql("export", "nope.pdf", "--db", str(db), "--out", str(tmp_path / "x"))
    assert unknown.returncode == 2 and "nope.pdf" in unknown.stderr and not (tmp_path / "x").exists()
    assert every.returncode == 0


def test_version_and_shell_completion(tmp_path: Path) -> None:
    run = tabsql("--version")
    assert run.returncode == 0 and run.stdout.strip() == f"tabsql {version('tabsql')}"
    # run from bash, as a user would: typer detects the shell from the parent process (under nohup
    # or a CI runner with no shell above pytest it would say "Shell not supported"); a second
    # command keeps bash from exec'ing tabsql in its own place, so bash stays its parent
    shown = subprocess.run(["bash", "-c", f"'{TABSQL}' --show-completion bash; exit $?"], capture_output=True, text=True,
                           env={**os.environ, "SHELL": "/bin/bash"}, timeout=60)
    assert shown.returncode == 0 and "_TABSQL_COMPLETE" in shown.stdout
    env = {**os.environ, "_TABSQL_COMPLETE": "complete_bash", "COMP_WORDS": "tabsql ex", "COMP_CWORD": "1"}
    completed = subprocess.run([str(TABSQL)], capture_output=True, text=True, env=env, timeout=60)
    assert set(completed.stdout.split()) == {"export", "extract"}


def test_one_line_errors_and_exit_codes(tmp_path: Path, price_lists: Path) -> None:
    for args in (["ask", "What is the fee?"], ["sql", "SELECT 1"], ["tables"], ["documents"],
                 ["export", "--out", "out"], ["keys", "list"]):
        run = tabsql(*args, cwd=tmp_path)
        assert run.returncode == 2, args
        assert run.stderr == "error: no database at tabsql.duckdb; run `tabsql ingest PATH --db tabsql.duckdb` first\n"
    assert list(tmp_path.iterdir()) == [price_lists]  # nothing was created
    db = tmp_path / "c.duckdb"
    assert tabsql("ingest", str(price_lists), "--db", str(db)).returncode == 0
    missing = tabsql("ask", "--questions", "missing.jsonl", "--db", str(db), cwd=tmp_path)
    assert missing.returncode == 2 and missing.stderr == "error: no questions file at missing.jsonl\n"
    empty = tabsql("ask", "  ", "--db", str(db))
    assert empty.returncode == 2 and empty.stderr == "error: the question is empty\n"
    (tmp_path / "none").mkdir()
    (tmp_path / "none" / "notes.txt").write_text("no PDFs here")
    nothing = tabsql("ingest", str(tmp_path / "none"), "--db", str(tmp_path / "n.duckdb"))
    assert nothing.returncode == 1 and nothing.stderr == f"error: no PDF files in {tmp_path / 'none'}\n"
    assert not (tmp_path / "n.duckdb").exists()
    bad_pages = tabsql("ingest", str(price_lists), "--pages", "3-1", "--db", str(db))
    assert bad_pages.returncode == 2 and "runs backwards" in bad_pages.stderr


def test_help_shows_no_placeholders_and_keeps_brackets() -> None:
    for command in ("ingest", "ask", "sql", "tables", "documents", "export", "extract", "inspect", "eval",
                    "serve"):
        run = tabsql(command, "--help")
        assert run.returncode == 0 and "<bool>" not in run.stdout, command
    assert "(concept: [phrases])" in " ".join(tabsql("ask", "--help").stdout.split())


def _encrypted(src: Path, dst: Path, password: str) -> Path:
    writer = PdfWriter(clone_from=PdfReader(src))
    writer.encrypt(user_password=password, owner_password=None, algorithm="RC4-128")
    with open(dst, "wb") as fh:
        writer.write(fh)
    return dst


def test_ingest_password_and_password_file(tmp_path: Path, price_lists: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    _encrypted(price_lists / "supplier-b-2025.pdf", folder / "locked.pdf", "s3cret")
    db = tmp_path / "c.duckdb"
    no_pw = json.loads(tabsql("ingest", str(folder), "--db", str(db), "--json").stdout)
    assert no_pw["failed"][0]["error"].startswith("encrypted PDF: a password is required")
    wrong = json.loads(tabsql("ingest", str(folder), "--db", str(db), "--json", "--password", "nope").stdout)
    assert wrong["failed"][0]["error"] == "encrypted PDF: the password given does not open it"
    (tmp_path / "pw.txt").write_text("s3cret\n")
    run = tabsql("ingest", str(folder), "--db", str(db), "--json", "--password-file", str(tmp_path / "pw.txt"))
    assert run.returncode == 0, run.stdout
    assert json.loads(run.stdout)["ingested"] == [{"document": "locked.pdf", "pages": 1, "tables": 1}]
    ans = json.loads(tabsql("ask", "What is the standard delivery fee for 100-499 units?", "--db", str(db),
                            "--json").stdout)
    assert ans["value"] == 120.0 and ans["citations"][0]["document"] == "locked.pdf"


def test_ingest_pages_selects_pages(tmp_path: Path) -> None:
    blocks: list = []
    for page in (1, 2, 3, 4):
        blocks += [Heading(f"Region {page} - Price list 2025"),
                   Grid([["Item", "Price"], [f"Widget {page}", f"EUR {page}0.00"], [f"Gadget {page}", f"EUR {page}5.00"]]),
                   Break()]
    build_pdf(tmp_path / "regions.pdf", blocks[:-1])
    db = tmp_path / "c.duckdb"
    run = tabsql("ingest", str(tmp_path / "regions.pdf"), "--pages", "1,3-end", "--db", str(db), "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["ingested"] == [{"document": "regions.pdf", "pages": 4, "tables": 3}]
    tables = json.loads(tabsql("tables", "--db", str(db), "--json").stdout)["tables"]
    assert [t["page"] for t in tables] == [1, 3, 4]
