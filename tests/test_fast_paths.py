"""The answering paths made fast for large scopes (issue 12), through ingest and ask() on PDFs made
here: documents linked through the scope's identity postings (the same documents as visiting every
one), a question's scope found again until the next write, BM25 over per-table arrays, and the API's
extraction workers at a lower priority than its readers."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from tabsql import term_index
from tabsql.answer import ask
from tabsql.catalog import Catalog
from tabsql.ingest_worker import IngestLimits, LocalRunner
from tabsql.query_router import link
from tabsql.query_router.analyze import analyze
from tests.pdfs import annual_report
from tests.procs import descendants, niceness

COMPANIES = {"Alpha": ("1,250", "120"), "Borealis": ("3,400", "310"), "Cygnus": ("5,600", "480"),
             "Dorado": ("7,100", "530"), "Eridanus": ("8,800", "640")}


@pytest.fixture
def reports(tmp_path: Path) -> Path:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    for company in COMPANIES:
        annual_report(folder, company, *COMPANIES[company])
    return folder


def _cited(ans) -> set[str]:
    return {c.document for c in ans.citations}


QUESTIONS = ["What was the revenue of Borealis in 2024?", "What was the revenue of Boreallis in 2024?",
             "How many employees did Eridanus Holdings have in 2024?", "What was the revenue in 2024?",
             "What were the operating costs of Alpha and Cygnus in 2024?", "Revenue of the annual report 2024?"]


def test_documents_are_linked_through_the_identity_postings_as_by_visiting_every_one(reports: Path, tmp_path: Path) -> None:
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([reports])
        for misspelt in ("Borealis", "Borealis Holdings"):
            ans = ask(cat, f"What was the revenue of {misspelt} in 2024?")
            assert ans.status == "answered" and ans.value == 3_400_000 and _cited(ans) == {"borealis-2024.pdf"}, misspelt
        idx = term_index.scope(cat).full(cat)
        for q in QUESTIONS:
            qt = link.QuestionTerms.build(analyze(q), idx)
            fast = link.doc_links(qt, idx.docs)
            kept = idx._stats.doc_groups
            idx._stats.doc_groups = None  # no postings: every document visited
            try:
                slow = link.doc_links(qt, idx.docs)
            finally:
                idx._stats.doc_groups = kept
            assert [dv.doc.name for dv in fast[0]] == [dv.doc.name for dv in slow[0]], q
            assert fast[1:] == slow[1:], q
            some = idx.docs[1:4]  # a pool narrowed (by the kind of document asked for)
            assert link.doc_links(qt, some)[1:] == _visited(qt, some)[1:], q


def _visited(qt, docs):
    kept = qt.index._stats.doc_groups
    qt.index._stats.doc_groups = None
    try:
        return link.doc_links(qt, docs)
    finally:
        qt.index._stats.doc_groups = kept


def test_a_question_after_a_write_sees_the_new_document(reports: Path, tmp_path: Path) -> None:
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([reports / "alpha-2024.pdf", reports / "cygnus-2024.pdf"])
        q = "What was the revenue of Borealis in 2024?"
        assert ask(cat, q).value != 3_400_000
        assert term_index.scope(cat) is term_index.scope(cat)  # the same scope until a write
        cat.ingest([reports / "borealis-2024.pdf"])
        ans = ask(cat, q)
        assert ans.value == 3_400_000 and _cited(ans) == {"borealis-2024.pdf"}
        for name, value in (("alpha-2024.pdf", 1_250_000), ("cygnus-2024.pdf", 5_600_000), ("borealis-2024.pdf", 3_400_000)):
            one = ask(cat, "What was the revenue in 2024?", documents=[name])
            assert one.value == value and _cited(one) == {name}, name
        borealis = next(d.id for d in cat.documents() if d.name == "borealis-2024.pdf")
        assert cat.delete(borealis)
        assert ask(cat, q).value != 3_400_000
        assert ask(cat, "What was the revenue in 2024?", documents=["borealis-2024.pdf"]).status == "not_found"


def test_bm25_ranks_the_cell_the_question_names_first(reports: Path, tmp_path: Path) -> None:
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([reports])
        ans = ask(cat, "How many employees did Dorado have in 2024?", explain=True)
        assert ans.value == 530
        ranked = ans.explain["retrieval"]
        assert ranked[0]["bm25"] == 1.0 and "Dorado" in ranked[0]["record"] and "Employees" in ranked[0]["record"]
        assert [r["bm25"] for r in ranked] == sorted((r["bm25"] for r in ranked), reverse=True)
        idx = term_index.scope(cat).full(cat)
        scores = idx.records.rank("employees Dorado")
        assert len(scores) == len(list(scores)) == len(scores.items())
        assert all(0 < scores[k] <= 1 and scores.get(k) == scores[k] for k in scores)
        assert scores.get(("no such table", 0, 0)) is None and ("no such table", 0, 0) not in scores
        assert idx.records.rank("zzzz qqqq") == {}


def test_extraction_workers_run_at_the_niceness_asked(reports: Path, tmp_path: Path) -> None:
    base = os.nice(0)
    with LocalRunner(IngestLimits(nice=5, workers=1)) as runner, Catalog(tmp_path / "c.duckdb") as cat:
        summary = cat.ingest([reports / "alpha-2024.pdf"], runner=runner)
        assert not summary.failed
        niced = [p for p in descendants(os.getpid()) if niceness(p) == base + 5]
        assert niced, "no extraction worker runs at the lower priority"
        assert ask(cat, "What was the revenue of Alpha in 2024?").value == 1_250_000
    assert os.nice(0) == base  # the caller's own priority is untouched


def test_the_api_extracts_at_a_lower_priority_unless_told(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabsql.api.service import API_INGEST_NICE, Service

    monkeypatch.delenv("TABSQL_INGEST_NICE", raising=False)
    svc = Service(tmp_path / "a.duckdb")
    try:
        assert svc.runner.limits.nice == API_INGEST_NICE > 0
    finally:
        svc.close()
    monkeypatch.setenv("TABSQL_INGEST_NICE", "0")
    svc = Service(tmp_path / "b.duckdb")
    try:
        assert svc.runner.limits.nice == 0
    finally:
        svc.close()


def test_views_stored_by_one_process_are_read_by_another(reports: Path, tmp_path: Path) -> None:
    """The stored views' version is the same in every process (no set order in it): a catalog
    written by one process is not stored again, nor read from its models, by the next."""
    import subprocess
    import sys

    db = tmp_path / "c.duckdb"
    code = "from tabsql import term_index; print(term_index.STORE_VERSION)"
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout.strip() for seed in ("1", "2", "3")}
    assert seen == {term_index.STORE_VERSION}
    write = (f"from tabsql.catalog import Catalog\nwith Catalog({str(db)!r}) as cat:\n"
             f"    assert not cat.ingest([{str(reports / 'dorado-2024.pdf')!r}]).failed")
    subprocess.run([sys.executable, "-c", write], check=True, env={**os.environ, "PYTHONHASHSEED": "11"})
    with Catalog(db, read_only=True) as cat:
        assert term_index.stale(cat.con) == []
        entries = term_index.scope(cat).entries
        assert entries and all(e.packed is not None for e in entries)  # read from the store
        assert ask(cat, "How many employees did Dorado have in 2024?").value == 530


def test_a_large_scope_is_left_out_of_full_collections(reports: Path, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import gc

    gc.unfreeze()
    try:
        with Catalog(tmp_path / "c.duckdb") as cat:
            cat.ingest([reports])
            assert ask(cat, "What was the revenue of Cygnus in 2024?").value == 5_600_000
            assert gc.get_freeze_count() == 0  # a small scope: collected as usual
            monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 0)
            ans = ask(cat, "What was the revenue of Cygnus in 2024?")
            assert ans.value == 5_600_000 and _cited(ans) == {"cygnus-2024.pdf"}
            assert gc.get_freeze_count() > 0  # its entries and views: not walked by full collections
    finally:
        gc.unfreeze()


def test_one_document_of_a_large_catalog_is_left_out_too(reports: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A question over one document of a large catalog unpacks that document's views into a heap
    already frozen: they are frozen with it, not walked by every young collection after."""
    import gc

    gc.unfreeze()
    try:
        with Catalog(tmp_path / "c.duckdb") as cat:
            cat.ingest([reports])
            name = next(d.name for d in cat.documents() if "cygnus" in d.name)
            monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 0)
            assert ask(cat, "What was the revenue of Cygnus in 2024?").value == 5_600_000  # a large scope
            gc.unfreeze()
            monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 1_000)
            ans = ask(cat, "What was the revenue in 2024?", documents=[name])  # one document: a small scope
            assert ans.value == 5_600_000 and _cited(ans) == {name}
            assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_cyclic_garbage_frozen_with_a_large_scope_is_freed_later(reports: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A long-running server freezes its heap after each large-scope question; garbage in a cycle
    frozen with it must still be collected (every COLLECT_EVERY questions), or memory only grows."""
    import gc
    import weakref

    class Node:
        pass

    gc.unfreeze()
    try:
        with Catalog(tmp_path / "c.duckdb") as cat:
            cat.ingest([reports])
            monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 0)
            monkeypatch.setattr(term_index, "COLLECT_EVERY", 10**9)
            gc.disable()  # so that nothing but the settle collects the cycle below
            node = Node()
            node.self = node  # a cycle: reference counting alone never frees it
            alive = weakref.ref(node)
            del node
            assert ask(cat, "What was the revenue of Cygnus in 2024?").value == 5_600_000  # frozen with the scope
            assert alive() is not None
            monkeypatch.setattr(term_index, "COLLECT_EVERY", 1)
            assert ask(cat, "What was the revenue of Cygnus in 2024?").value == 5_600_000  # thawed and collected
            assert alive() is None
    finally:
        gc.enable()
        gc.unfreeze()


@pytest.mark.filterwarnings("error::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_service_closed_while_its_index_warms_closes_cleanly(reports: Path, tmp_path: Path) -> None:
    """`tabsql serve` stopped in its first second: the background warm-up must not leave the
    database busy (DuckDB: "connection is busy") nor keep reading a closed catalog."""
    from tabsql.api.service import Service

    db = tmp_path / "c.duckdb"
    with Catalog(db) as cat:
        assert not cat.ingest([reports]).failed
    for _ in range(5):
        Service(db).close()  # no warm-up join first: close itself must wait for it
    with Catalog(db, read_only=True) as cat:
        assert ask(cat, "What was the revenue of Cygnus in 2024?").value == 5_600_000


LABELS = [["in USD millions", "2024", "2023"],
          ["Revenue passenger miles (RPMs)", "1,250", "1,100"],
          ["Weighted average contract duration", "14.2", "13.9"],
          ["Long-term debt, net of current portion", "700", "650"],
          ["As reported", "310", "290"],
          ["Less than 1 year", "40", "35"],
          ["Salaries and related costs", "530", "480"],
          ["Cost of sales (excluding depreciation)", "220", "210"]]
NAMING = ["What were the RPMs in 2024?", "What was the WACD in 2024?",
          "What was the long-term debt in 2024?", "What was the figure as reported in 2024?",
          "What is due in less than one year in 2024?", "What were salaries in 2023?",
          "What was the cost of sales in 2024?", "What were the revenue pasenger miles in 2024?",
          "What was the COGS in 2024?", "What was the depreciaton in 2024?", "What was the average revenue over 2023 and 2024?", "What was the headcount?"]


def _skyway(tmp_path: Path, rows: list[list[str]]) -> Path:
    """A catalog of one report page: Skyway's table of ``rows``."""
    from tests.pdfs import report_pdf

    folder = tmp_path / "pdfs"
    folder.mkdir()
    report_pdf(folder / "skyway-2024.pdf", "Skyway Airlines Annual Report 2024", rows)
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([folder])
    return tmp_path / "c.duckdb"


def test_a_row_the_question_says_nothing_of_is_skipped_as_its_full_reading_would(tmp_path: Path) -> None:
    from tabsql.schema_normalize.synonyms import default_synonyms

    with Catalog(_skyway(tmp_path, LABELS), read_only=True) as cat:
        idx = term_index.scope(cat).full(cat)
        rows = [r for tv in idx.tables for r in tv.rows]
        assert len(rows) >= 7 and all(r.naming == link.naming_words(r) for r in rows)  # stored with the views
        skipped = named = 0
        for q in NAMING:
            qt = link.QuestionTerms.build(analyze(q), idx, default_synonyms())
            for r in rows:
                full = link._row_match(qt, r)
                assert link.row_match(qt, r) == full, (q, r.path)
                skipped += not link._may_name(qt, r)
                named += full.ok
        assert skipped and named  # both kinds of row were seen


INITIALS = [["in USD cents", "2024", "2023"],
            ["Operating cost per available seat mile", "14.2", "13.9"],
            ["Maintenance, salaries and aircraft costs", "310", "290"],  # m, s, a, c: CASM's letters, not in its order
            ["Passenger load factor", "84.1", "82.0"]]


def test_an_initialism_is_looked_for_only_where_its_letters_come_in_order(tmp_path: Path) -> None:
    """"CASM" spells "cost per available seat mile" and is still found; a label that has its initial
    letters in another order ("Maintenance, salaries and aircraft costs") can spell no run of them, so
    the row is skipped unread, as its full reading would skip it."""
    from tabsql.schema_normalize.synonyms import default_synonyms

    with Catalog(_skyway(tmp_path, INITIALS), read_only=True) as cat:
        ans = ask(cat, "What was the CASM in 2024?")
        assert ans.status == "answered" and ans.value == 14.2
        assert {c.row for c in ans.citations} == {"Operating cost per available seat mile"}
        idx = term_index.scope(cat).full(cat)
        qt = link.QuestionTerms.build(analyze("What was the CASM in 2024?"), idx, default_synonyms())
        rows = {r.path[-1]: r for tv in idx.tables for r in tv.rows if r.path}
        decoy = rows["Maintenance, salaries and aircraft costs"]
        assert {"c", "a", "s", "m"} <= decoy.naming[2][0]  # the letters are there ...
        assert not link._may_name(qt, decoy)  # ... not in the order "casm" spells them: skipped
        assert link._may_name(qt, rows["Operating cost per available seat mile"])
        for r in rows.values():
            assert link.row_match(qt, r) == link._row_match(qt, r), r.path


def test_a_line_far_below_the_best_is_not_read(tmp_path: Path) -> None:
    """An average over a line: a column line of another table ("Revenue" by route) scores more than
    the rival margin below the line the question names ("Net passenger revenue"), so its cells are
    never read (its table's grid stays packed); the answer is the named line's."""
    from tests.pdfs import Grid, Heading, build_pdf

    folder = tmp_path / "pdfs"
    folder.mkdir()
    build_pdf(folder / "skyway-2024.pdf", [
        Heading("Skyway Airlines Annual Report 2024"),
        Grid([["in USD millions", "2024", "2023", "2022"], ["Net passenger revenue", "1,250", "1,100", "990"],
              ["Operating costs", "700", "650", "600"]]),
        Heading("Cargo"),
        Grid([["Route", "Revenue", "Passengers"], ["Domestic", "90", "800"], ["International", "60", "300"]])])
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([folder])
    with Catalog(tmp_path / "c.duckdb", read_only=True) as cat:
        doc = cat.documents()[0].name
        ans = ask(cat, "What is the average net passenger revenue?", documents=[doc])
        assert ans.status == "answered" and round(ans.value) == 1_113_333_333
        assert {c.row for c in ans.citations} == {"Net passenger revenue"}
        views = {tuple(r.path[-1] for r in tv.rows): tv for tv in term_index.scope(cat, documents=[doc]).full(cat).tables}
        assert "grid" in views[("Net passenger revenue", "Operating costs")].__dict__
        assert "grid" not in views[("Domestic", "International")].__dict__  # the "Revenue" column line: not read


def test_the_tables_a_question_word_reaches_are_read_from_terms_kept_with_each_view(reports: Path) -> None:
    """The open-domain reader finds the tables that print a question word from each table's terms,
    kept with its view (a filing's views outlive the index a question builds), apart for a scope of
    one report (its lead-in words count) and of many; the answers are those of the catalog's data."""
    with Catalog(reports.parent / "c.duckdb") as cat:
        assert not cat.ingest([reports]).failed
    with Catalog(reports.parent / "c.duckdb", read_only=True) as cat:
        borealis = next(d.name for d in cat.documents() if "borealis" in d.name.lower())
        assert ask(cat, "What was the revenue of Borealis in 2024?").value == 3_400_000
        assert ask(cat, "What was the revenue in 2024?", documents=[borealis]).value == 3_400_000
        (tv,) = term_index.scope(cat, documents=[borealis]).full(cat).tables
        kept = tv.__dict__["_printed_terms"]
        assert True in kept  # the one-report scope's
        for single, terms in kept.items():
            assert terms == set().union(tv.caption_terms, tv.lead_in_new if single else set(),
                                        *(r.label_terms | r.text_terms for r in tv.rows), *(c.terms for c in tv.cols))
