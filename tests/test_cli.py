"""The command line exactly as ../shared/CONTRACT.md names it, run as a real subprocess."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CONTRACT_KEYS = {"question", "status", "answer", "value", "unit", "conditions", "citations", "route",
                 "sql", "verified"}
CITATION_KEYS = {"document", "page", "table", "row", "column", "text"}


def tabsql(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tabsql.cli", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=240)


def test_ingest_json_summary_and_exit_code(price_lists: Path, db_path: Path) -> None:
    (price_lists / "broken.pdf").write_bytes(b"%PDF-1.4\n1 0 obj <<")
    run = tabsql("ingest", str(price_lists), "--db", str(db_path), "--json")
    assert run.returncode == 1, run.stderr
    summary = json.loads(run.stdout)
    assert set(summary) == {"ingested", "skipped", "failed"}
    assert {i["document"] for i in summary["ingested"]} == {"supplier-a-2025.pdf", "supplier-b-2025.pdf"}
    assert all(set(i) == {"document", "pages", "tables"} and i["pages"] == 1 for i in summary["ingested"])
    assert [f["document"] for f in summary["failed"]] == ["broken.pdf"]
    (price_lists / "broken.pdf").unlink()
    again = tabsql("ingest", str(price_lists), "--db", str(db_path), "--json")
    assert again.returncode == 0
    assert len(json.loads(again.stdout)["skipped"]) == 2


def test_ask_json_is_the_contract_object(price_lists: Path, db_path: Path) -> None:
    assert tabsql("ingest", str(price_lists), "--db", str(db_path)).returncode == 0
    run = tabsql("ask", "What is the standard delivery fee for 100-499 units from Supplier B?",
                 "--db", str(db_path), "--json")
    assert run.returncode == 0, run.stderr
    ans = json.loads(run.stdout)
    assert CONTRACT_KEYS <= set(ans) and "id" not in ans
    assert ans["status"] == "answered" and ans["value"] == 120.0 and ans["unit"] == "EUR"
    assert ans["verified"] is True and ans["route"] == "lookup"
    cite = ans["citations"][0]
    assert CITATION_KEYS <= set(cite)
    assert (cite["document"], cite["page"], cite["row"], cite["column"]) == \
        ("supplier-b-2025.pdf", 1, "100-499", "Standard")
    assert any("VAT" in c for c in ans["conditions"])
    assert "VAT" in ans["answer"]


def test_ask_batch_keeps_ids_and_order(price_lists: Path, db_path: Path, tmp_path: Path) -> None:
    assert tabsql("ingest", str(price_lists), "--db", str(db_path)).returncode == 0
    questions = tmp_path / "q.jsonl"
    questions.write_text("\n".join(json.dumps(q) for q in [
        {"id": "q2", "question": "What is the express delivery fee for 1-99 units from Supplier A?"},
        {"id": "q1", "question": "What is the delivery fee of Supplier Zephyr Logistics for 10 units?"},
    ]) + "\n")
    run = tabsql("ask", "--questions", str(questions), "--db", str(db_path), "--json")
    assert run.returncode == 0, run.stderr
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    assert [a["id"] for a in answers] == ["q2", "q1"]
    assert answers[0]["status"] == "answered" and answers[0]["value"] == 90.0
    assert answers[1]["status"] == "not_found" and answers[1]["value"] is None


def test_extract_json_contract_shape(price_lists: Path, tmp_path: Path) -> None:
    pdf = price_lists / "supplier-a-2025.pdf"
    run = tabsql("extract", str(pdf), "--json")
    assert run.returncode == 0, run.stderr
    tables = json.loads(run.stdout)["tables"]
    assert len(tables) == 1 and tables[0]["page"] == 1
    cells = {(c["row"], c["col"]): c for c in tables[0]["cells"]}
    assert all({"row", "col", "row_span", "col_span", "text"} <= set(c) for c in cells.values())
    assert cells[(0, 1)]["text"] == "Standard" and cells[(2, 1)]["text"] == "EUR 95.00"
    out = tmp_path / "out"
    many = tabsql("extract", str(pdf), str(price_lists / "supplier-b-2025.pdf"), "--json", "--out", str(out))
    assert many.returncode == 0, many.stderr
    assert sorted(p.name for p in out.iterdir()) == ["supplier-a-2025.json", "supplier-b-2025.json"]
    assert json.loads((out / "supplier-a-2025.json").read_text())["tables"] == tables


def test_file_commands_take_db_and_open_none(price_lists: Path, tmp_path: Path) -> None:
    """The contract: every command takes --db; extract and inspect accept it and create no database."""
    pdf = price_lists / "supplier-a-2025.pdf"
    db = tmp_path / "never.duckdb"
    run = tabsql("extract", str(pdf), "--json", "--db", str(db))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["tables"][0]["page"] == 1
    shown = tabsql("inspect", str(pdf), "--db", str(db))
    assert shown.returncode == 0, shown.stderr
    assert "Standard" in shown.stdout
    assert not db.exists()


def test_user_synonyms_file_links_a_new_phrase(price_lists: Path, db_path: Path, tmp_path: Path) -> None:
    """`--synonyms my.yaml` adds the user's phrases to the concept layer, at ingest and at ask time."""
    synonyms = tmp_path / "my.yaml"
    synonyms.write_text("concepts:\n  delivery_fee:\n    - carriage charge\n    - Standard\n")
    assert tabsql("ingest", str(price_lists), "--db", str(db_path), "--synonyms", str(synonyms)).returncode == 0
    run = tabsql("inspect", str(price_lists / "supplier-b-2025.pdf"), "--synonyms", str(synonyms))
    assert run.returncode == 0 and "concept=delivery_fee" in run.stdout
    missing = tabsql("ask", "x?", "--db", str(db_path), "--synonyms", str(tmp_path / "nope.yaml"))
    assert missing.returncode == 2 and "no synonyms file" in missing.stderr


def test_eval_grades_a_gold_set_and_names_causes(price_lists: Path, db_path: Path, tmp_path: Path) -> None:
    assert tabsql("ingest", str(price_lists), "--db", str(db_path)).returncode == 0
    gold = tmp_path / "gold.jsonl"
    rows = [
        {"id": "ok", "question": "What is the standard delivery fee for 100-499 units from Supplier B?",
         "answer": {"kind": "number", "value": 120.0, "raw": "EUR 120.00", "unit": "EUR"}},
        {"id": "off", "question": "What is the standard delivery fee for 100-499 units from Supplier A?",
         "answer": {"kind": "number", "value": 59.0, "raw": "EUR 59.00", "unit": "EUR"}},
        {"id": "none", "question": "What is the delivery fee of Supplier Zephyr Logistics for 10 units?",
         "answer": {"kind": "none", "value": None}},
    ]
    gold.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    run = tabsql("eval", str(gold), "--db", str(db_path), "--json")
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    grades = {q["id"]: q["grade"] for q in report["questions"]}
    assert grades == {"ok": "correct", "off": "wrong", "none": "correct"}
    assert report["total"] == 3 and report["wrong"] == 1 and sum(report["causes"].values()) == 1
    text = tabsql("eval", str(gold), "--db", str(db_path))
    assert "3 questions: 2 correct, 1 wrong" in text.stdout and "- off [wrong:" in text.stdout


def test_ask_scoped_to_one_document(price_lists: Path, db_path: Path, tmp_path: Path) -> None:
    """--document (or a line's "documents") asks of that report only: a question naming no supplier
    has one answer there, and a document that is not ingested is a plain not_found."""
    assert tabsql("ingest", str(price_lists), "--db", str(db_path)).returncode == 0
    question = "What is the express delivery fee for 1-99 units?"
    run = tabsql("ask", question, "--db", str(db_path), "--json", "--document", "supplier-a-2025.pdf")
    ans = json.loads(run.stdout)
    assert ans["status"] == "answered" and ans["value"] == 90.0
    assert {c["document"] for c in ans["citations"]} == {"supplier-a-2025.pdf"}
    questions = tmp_path / "q.jsonl"
    questions.write_text("\n".join(json.dumps(q) for q in [
        {"id": "b", "question": question, "documents": ["supplier-b-2025.pdf"]},
        {"id": "x", "question": question, "document": "no-such-report.pdf"},
    ]) + "\n")
    run = tabsql("ask", "--questions", str(questions), "--db", str(db_path), "--json")
    b, x = [json.loads(line) for line in run.stdout.splitlines()]
    assert b["status"] == "answered" and {c["document"] for c in b["citations"]} == {"supplier-b-2025.pdf"}
    assert b["value"] != 90.0
    assert x["status"] == "not_found" and "no-such-report.pdf" in x["answer"]
