"""Hostile SQL against the safety layers: each case is refused by ``validate`` or contained by the
sandbox (rows capped, interrupted, stopped at the memory limit), on a real catalog file that the
test holds open read-write the way the service does. Positive cases must run and be right.
"""
from __future__ import annotations

import json
import os
import pickle
import re
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

import duckdb
import numpy as np
import pytest
import sqlglot
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from sqlglot import exp

from sql_catalog import build_catalog
from tabsql.errors import UnsafeSQL
from tabsql.sql_agent import worker
from tabsql.sql_agent.safety import referenced_tables, sql_text, validate
from tabsql.sql_agent.sandbox import QueryFailed, run


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory):
    """The catalog (group "sales": tables a, b; group "finance": table k) plus an api_keys table."""
    root = tmp_path_factory.mktemp("hostile")
    catalog, names = build_catalog(root / "catalog.duckdb")
    catalog.con.execute("CREATE TABLE api_keys (id VARCHAR, key_hash VARCHAR)")
    catalog.con.execute("INSERT INTO api_keys VALUES ('k1', 'secret-hash')")
    a, b, k = names["supplier-a-2025.pdf"], names["supplier-b-2025.pdf"], names["kestrel-annual-2025.pdf"]
    yield {"catalog": catalog, "a": a, "b": b, "k": k, "allowed": {a, b}, "root": root,
           "out": root / "stolen.csv", "path": root / "catalog.duckdb"}
    catalog.close()


def fill(sql: str, env: dict) -> str:
    return sql.format(a=env["a"], b=env["b"], k=env["k"], out=env["out"], path=env["path"])


# ----------------------------------------------------------------------------- refused
REFUSED = {
    "copy_table_to_file": "COPY {a} TO '{out}'",
    "copy_query_to_file": "COPY (SELECT * FROM {a}) TO '{out}' (FORMAT csv)",
    "export_database": "EXPORT DATABASE '/tmp/tabsql_export'",
    "attach": "ATTACH '{path}' AS other (READ_ONLY)",
    "attach_memory": "ATTACH ':memory:' AS scratch",
    "detach": "DETACH catalog",
    "install": "INSTALL httpfs",
    "load": "LOAD httpfs",
    "pragma": "PRAGMA database_list",
    "pragma_set": "PRAGMA threads=8",
    "set_external_access": "SET enable_external_access = true",
    "set_global": "SET GLOBAL memory_limit = '64GB'",
    "reset": "RESET memory_limit",
    "set_variable": "SET VARIABLE x = 1",
    "call": "CALL pragma_version()",
    "read_csv": "SELECT * FROM read_csv('/etc/passwd')",
    "read_csv_auto": "SELECT * FROM read_csv_auto('/etc/passwd', header=false)",
    "read_text": "SELECT * FROM read_text('/etc/passwd')",
    "read_blob": "SELECT content FROM read_blob('/etc/passwd')",
    "read_parquet": "SELECT * FROM read_parquet('/tmp/*.parquet')",
    "read_json": "SELECT * FROM read_json_auto('/etc/hosts')",
    "glob": "SELECT * FROM glob('/etc/*')",
    "sqlite_scan": "SELECT * FROM sqlite_scan('/tmp/x.db', 't')",
    "scalar_file_read_in_subquery": "SELECT (SELECT content FROM read_text('/etc/passwd')) AS x",
    "file_join": "SELECT * FROM {a} JOIN read_csv('/etc/passwd') AS f ON true",
    "lateral_file_read": "SELECT * FROM {a}, LATERAL read_csv('/etc/passwd')",
    "getenv": "SELECT getenv('HOME')",
    "getenv_in_where": "SELECT _label FROM {a} WHERE getenv('USER') IS NOT NULL",
    "current_setting": "SELECT current_setting('enable_external_access')",
    "getvariable": "SELECT getvariable('x')",
    "version": "SELECT version()",
    "duckdb_settings": "SELECT * FROM duckdb_settings()",
    "duckdb_tables": "SELECT * FROM duckdb_tables()",
    "information_schema": "SELECT table_name FROM information_schema.tables",
    "pragma_table_info": "SELECT * FROM pragma_table_info('api_keys')",
    "query_function": "SELECT * FROM query('SELECT * FROM api_keys')",
    "query_table": "SELECT * FROM query_table('api_keys')",
    "range_bomb": "SELECT count(*) FROM range(1000000000000)",
    "generate_series": "SELECT * FROM generate_series(1, 10)",
    "repeat_bomb": "SELECT repeat('x', 1000000000)",
    "create_table": "CREATE TABLE copy AS SELECT * FROM {a}",
    "create_macro": "CREATE MACRO pwn(x) AS x + 1",
    "create_temp_view": "CREATE TEMP VIEW v AS SELECT * FROM {a}",
    "create_secret": "CREATE SECRET s (TYPE s3, KEY_ID 'x', SECRET 'y')",
    "insert": "INSERT INTO {a} (_row, _label) VALUES (99, 'x')",
    "update": "UPDATE {a} SET standard = 0",
    "delete": "DELETE FROM {a}",
    "drop": "DROP TABLE {a}",
    "alter": "ALTER TABLE {a} ADD COLUMN pwned INTEGER",
    "select_into": "SELECT * INTO newt FROM {a}",
    "two_statements": "SELECT 1; DROP TABLE {a}",
    "two_selects": "SELECT 1; SELECT 2",
    "with_delete": "WITH x AS (SELECT 1) DELETE FROM {a}",
    "with_insert": "WITH x AS (SELECT 1) INSERT INTO {a} (_row) SELECT * FROM x",
    "recursive_cte_bomb": ("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) "
                           "SELECT count(*) FROM r"),
    "recursive_cte_limited": ("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r "
                              "WHERE n < 10) SELECT * FROM r"),
    "explain_analyze": "EXPLAIN ANALYZE SELECT * FROM {a}",
    "explain": "EXPLAIN SELECT 1",
    "describe": "DESCRIBE {a}",
    "summarize": "SUMMARIZE {a}",
    "show_tables": "SHOW TABLES",
    "use": "USE memory",
    "checkpoint": "CHECKPOINT",
    "vacuum": "VACUUM",
    "pivot_statement": "PIVOT {a} ON _label USING sum(standard)",
    "comment_hides_second_statement": "SELECT 1 /* harmless */; DROP TABLE {a} --",
    "line_comment_then_statement": "SELECT 1 -- comment\n; DELETE FROM {a}",
    "mixed_case_file_read": "sElEcT * FrOm ReAd_CsV('/etc/passwd')",
    "zero_width_space": "SELECT * FROM {a}\u200b; DROP TABLE {a}",
    "fullwidth_semicolon": "SELECT 1\uff1b DROP TABLE {a}",
    "greek_question_mark": "SELECT 1 \u037e DROP TABLE {a}",
    "nul_byte": "SELECT 1\x00; DROP TABLE {a}",
    "table_not_allowed": "SELECT * FROM api_keys",
    "table_of_other_group": "SELECT * FROM {k}",
    "union_other_group": "SELECT _label FROM {a} UNION ALL SELECT _label FROM {k}",
    "other_group_in_subquery": "SELECT * FROM {a} WHERE standard > (SELECT max(\"2025\") FROM {k})",
    "quoted_file_path_table": 'SELECT * FROM "/etc/passwd"',
    "string_literal_file_table": "SELECT * FROM '/etc/passwd'",
    "url_as_table": "SELECT * FROM 'https://example.com/data.csv'",
    "catalog_qualified": "SELECT * FROM catalog.main.{a}",
    "system_catalog": "SELECT * FROM system.main.duckdb_tables",
    "temp_schema": "SELECT * FROM temp.main.x",
    "cte_shadow_out_of_scope": "SELECT * FROM (WITH api_keys AS (SELECT 1 AS x) SELECT * FROM api_keys) AS s, api_keys",
    "cte_self_reference": "WITH api_keys AS (SELECT * FROM api_keys) SELECT * FROM api_keys",
    "lambda": "SELECT list_transform([1, 2, 3], x -> x + 1)",
    "time_travel": "SELECT * FROM {a} AT (VERSION => 1)",
    "placeholder": "SELECT * FROM {a} WHERE _row = $1",
    "empty": "   ",
    "only_comment": "-- nothing here",
    "too_long": "SELECT 1" + " " * 30_000,
    "deep_nesting": "SELECT " + "(" * 3000 + "1" + ")" * 3000,
}


TOKENS = ["SELECT", "*", "FROM", "t", "u", "secret", "(", ")", ",", ";", "WITH", "AS", "x", "UNION", "ALL",
          "read_csv", "getenv", "'/etc/passwd'", '"/etc/passwd"', "1", "main", ".", "system", "WHERE", "=",
          "LIMIT", "10", "JOIN", "ON", "--", "/*", "*/", "\n", "COPY", "TO", "ATTACH", "RECURSIVE", "INSERT",
          "INTO", "VALUES", "DELETE", "->", "::", "[", "]", "$1", "CALL", "PRAGMA", "SET", "query", "lower",
          "sum", "count", "OVER", "PARTITION", "BY", "ORDER", "LATERAL", "unnest", "range", "EXCLUDE",
          "COLUMNS", "QUALIFY", "GROUP", "CASE", "WHEN", "THEN", "END", "CAST", "DOUBLE", "AT", "TABLE"]


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_refused(case: str, env: dict) -> None:
    sql = fill(REFUSED[case], env)
    with pytest.raises(UnsafeSQL):
        validate(sql, env["allowed"])
    with pytest.raises(UnsafeSQL):
        run(env["catalog"], sql, env["allowed"])


def test_a_query_given_as_an_ast_is_checked_as_its_text(env: dict) -> None:
    """The planner hands ``run`` its AST (no text to parse first): every hostile case that parses
    to one statement is refused as an AST whenever its own SQL text is (``too_long`` is a padded
    ``SELECT 1``: as an AST it is harmless), and an allowed AST runs the text its SQL would."""
    refused = 0
    for case in sorted(REFUSED):
        try:
            trees = [t for t in sqlglot.parse(fill(REFUSED[case], env), read="duckdb") if t is not None]
        except (sqlglot.errors.SqlglotError, RecursionError):
            continue  # refused as a text above: there is no AST to give
        if len(trees) != 1:
            continue
        try:
            validate(sql_text(trees[0]), env["allowed"])
        except UnsafeSQL:
            refused += 1
            with pytest.raises(UnsafeSQL):
                run(env["catalog"], trees[0], env["allowed"])
    assert refused > 40
    sql = f"SELECT _label, standard FROM {env['a']} WHERE standard > 10 ORDER BY _label"
    as_text = run(env["catalog"], sql, env["allowed"], limit=5)
    as_tree = run(env["catalog"], sqlglot.parse_one(sql, read="duckdb"), env["allowed"], limit=5)
    assert as_tree.sql == as_text.sql and as_tree.sql.endswith("LIMIT 5")
    assert as_tree.rows == as_text.rows and as_tree.rows


def test_refusals_left_everything_as_it_was(env: dict) -> None:
    for case in sorted(REFUSED):
        with pytest.raises(UnsafeSQL):
            run(env["catalog"], fill(REFUSED[case], env), env["allowed"])
    con = env["catalog"].con
    assert not env["out"].exists()
    assert con.execute(f"SELECT count(*), sum(standard) FROM {env['a']}").fetchone() == (3, 160.0)
    assert con.execute("SELECT count(*) FROM duckdb_columns() WHERE column_name = 'pwned'").fetchone() == (0,)
    assert con.execute("SELECT count(*) FROM duckdb_functions() WHERE function_name = 'pwn'").fetchone() == (0,)
    assert con.execute("SELECT current_setting('enable_external_access')").fetchone() == (True,)


def test_reasons_are_one_line_and_name_the_problem(env: dict) -> None:
    reasons = {}
    for case in ("read_csv", "getenv", "table_not_allowed", "two_statements", "copy_table_to_file",
                 "recursive_cte_bomb"):
        with pytest.raises(UnsafeSQL) as err:
            validate(fill(REFUSED[case], env), env["allowed"])
        reasons[case] = str(err.value)
    assert all(r and "\n" not in r for r in reasons.values())
    assert "read_csv" in reasons["read_csv"] and "getenv" in reasons["getenv"]
    assert "api_keys" in reasons["table_not_allowed"] and "one statement" in reasons["two_statements"]
    assert "recursive" in reasons["recursive_cte_bomb"]


# ----------------------------------------------------------------------------- contained
def cross_join(table: str, n: int) -> str:
    return ", ".join(f"{table} x{i}" for i in range(n))


def test_huge_cross_join_rows_capped_by_limit(env: dict) -> None:
    start = time.perf_counter()
    result = run(env["catalog"], f"SELECT * FROM {cross_join(env['a'], 12)}", env["allowed"], limit=500)
    assert len(result.rows) == 500 and result.sql.endswith("LIMIT 500")
    assert time.perf_counter() - start < 5


def test_limit_is_clamped_not_trusted(env: dict) -> None:
    result = run(env["catalog"], f"SELECT * FROM {cross_join(env['a'], 8)} LIMIT 100000000",
                 env["allowed"], limit=50)
    assert len(result.rows) == 50
    assert sql_text(validate(f"SELECT * FROM {env['a']} LIMIT 2", env["allowed"], limit=50)).endswith("LIMIT 2")
    assert sql_text(validate(f"SELECT * FROM {env['a']} LIMIT (SELECT 10)", env["allowed"], limit=7)).endswith("LIMIT 7")


@pytest.mark.parametrize("sql", [
    "SELECT count(*) FROM {cj25}",  # runs for hours: interrupted by the timer
    "SELECT x0._label FROM {cj20} ORDER BY random()",  # a sort that cannot stream
])
def test_long_queries_interrupted(sql: str, env: dict) -> None:
    start = time.perf_counter()
    with pytest.raises(UnsafeSQL, match="longer than"):
        run(env["catalog"], sql.format(cj25=cross_join(env["a"], 25), cj20=cross_join(env["a"], 20)),
            env["allowed"], timeout_s=0.5)
    assert time.perf_counter() - start < 3


@pytest.mark.parametrize("agg", ["list(x1.standard)", "string_agg(x1._label, ',')"])
def test_memory_bombs_stopped(agg: str, env: dict) -> None:
    start = time.perf_counter()
    with pytest.raises(UnsafeSQL, match="longer than|memory"):
        run(env["catalog"], f"SELECT {agg} FROM {cross_join(env['a'], 17)}", env["allowed"],
            memory_limit="128MB", timeout_s=3)
    assert time.perf_counter() - start < 6


def test_sandbox_itself_blocks_what_validate_refuses(env: dict, tmp_path: Path) -> None:
    """Second layer: raw SQL on a sandbox connection (validate bypassed) cannot get out either."""
    secret = tmp_path / "secret.csv"
    secret.write_text("a,b\n1,2\n")
    target = tmp_path / "out.csv"
    box = worker.open_sandbox(memory_limit="64MB", threads=1)
    try:
        for raw in [f"SELECT * FROM read_csv('{secret}')", f"SELECT * FROM '{secret}'",
                    f"COPY (SELECT 1) TO '{target}'", f"ATTACH '{env['path']}' AS c",
                    "INSTALL httpfs", "LOAD httpfs", "SET enable_external_access = true",
                    "SET memory_limit = '64GB'", "RESET lock_configuration"]:
            with pytest.raises(duckdb.Error):
                box.execute(raw).fetchall()
        assert box.execute("SELECT count(*) FROM information_schema.tables").fetchone() == (0,)
        assert box.execute("SELECT current_setting('enable_external_access')").fetchone() == (False,)
    finally:
        box.close()
    assert not target.exists()


def test_sandbox_gets_only_the_tables_the_query_reads(env: dict) -> None:
    """Only tables the checked query names are copied in, whatever else the caller may see."""
    tree = validate(f"WITH t AS (SELECT * FROM {env['a']}) SELECT * FROM t, main.{env['b']}",
                    env["allowed"] | {env["k"], "api_keys"})
    assert referenced_tables(tree) == {env["a"], env["b"]}


def test_pooled_workers_are_emptied_after_each_run(env: dict) -> None:
    """A worker serves one run at a time and keeps nothing of it: the next run, on the same
    process, sees no table of the one before (information_schema is not on the allow-list, so
    this reads it through the one table the run is given)."""
    run(env["catalog"], f"SELECT * FROM {env['a']}", env["allowed"])
    run(env["catalog"], f"SELECT * FROM {env['b']}", env["allowed"])
    raw = worker_process()
    try:
        for table in ("a", "b"):
            reply = raw.job(f"SELECT count(*) FROM {table}", [(table, [("x", "INTEGER")], {"x": np.arange(3)})])
            assert reply["ok"] and reply["rows"] == [[3]] and reply["reusable"]
        reply = raw.job("SELECT count(*) FROM duckdb_tables()", [])
        assert reply["rows"] == [[0]]
    finally:
        raw.close()


class RawWorker:
    """The worker process driven by hand: raw SQL, no validator in front."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen([sys.executable, "-I", worker.__file__, "128MB", "1"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.read() == {"ready": True}

    def read(self) -> dict | None:
        head = self.proc.stdout.read(4)
        if len(head) < 4:
            return None
        return json.loads(self.proc.stdout.read(struct.unpack("!I", head)[0]))

    def job(self, sql: str, tables: list, **extra) -> dict | None:
        payload = pickle.dumps({"sql": sql, "limit": 100, "cpu_s": 5, "tables": tables,
                                "max_bytes": 1_000_000, "retire_bytes": 400_000_000, **extra})
        self.proc.stdin.write(struct.pack("!I", len(payload)) + payload)
        self.proc.stdin.flush()
        return self.read()

    def close(self) -> None:
        self.proc.stdin.close()
        assert self.proc.wait(timeout=10) == 0


def worker_process() -> RawWorker:
    return RawWorker()


def test_worker_process_has_no_network_no_files_and_a_memory_cap(tmp_path: Path) -> None:
    """Whatever SQL reaches the worker: it cannot open a file (descriptor limit), reach the
    network, or grow past its address-space cap (DuckDB's allocation fails, the worker lives)."""
    secret = tmp_path / "secret.csv"
    secret.write_text("a\n1\n")
    raw = worker_process()
    try:
        for sql in (f"SELECT * FROM read_csv('{secret}')", "SELECT * FROM read_csv('http://127.0.0.1:9/x.csv')",
                    "INSTALL httpfs", "SET enable_external_access = true"):
            reply = raw.job(sql, [])
            assert reply["ok"] is False, sql
        reply = raw.job("SELECT length(format('{:>1500000000}', 1))", [])
        assert reply == {"ok": False, "kind": "memory", "reusable": True}
        status = Path(f"/proc/{raw.proc.pid}/limits").read_text()
        assert re.search(r"Max open files\s+3\s+3", status)
        assert re.search(r"Max address space\s+\d+", status)
        assert raw.job("SELECT 41 + 1", [])["rows"] == [[42]]
    finally:
        raw.close()


def test_allowed_columns_are_enforced_twice(env: dict) -> None:
    k = env["k"]
    cols = {k: {"_label", "2025"}}
    with pytest.raises(UnsafeSQL, match="2024"):
        validate(f'SELECT "2024" FROM {k}', {k}, allowed_columns=cols)
    with pytest.raises(UnsafeSQL):
        validate(f'SELECT x."2024" FROM {k} AS x', {k}, allowed_columns=cols)
    star = run(env["catalog"], f"SELECT * FROM {k} ORDER BY \"2025\" DESC", {k}, allowed_columns=cols)
    assert star.columns == ["_label", "2025"]  # the hidden column never reached the sandbox
    assert star.rows[0] == ["Revenue", 13900000.0]


def test_execution_errors_are_query_failed(env: dict) -> None:
    with pytest.raises(QueryFailed, match="no_such_column"):
        run(env["catalog"], f"SELECT no_such_column FROM {env['a']}", env["allowed"])
    with pytest.raises(QueryFailed, match="could not be read"):
        run(env["catalog"], "SELECT * FROM missing_table", {"missing_table"})


# ----------------------------------------------------------------------------- positive
def positive(env: dict, sql: str, **kw) -> list[list]:
    return run(env["catalog"], fill(sql, env), env["allowed"] | {env["k"]}, **kw).rows


def test_aggregates(env: dict) -> None:
    assert positive(env, "SELECT min(standard), max(express), avg(standard), sum(express), count(*) FROM {a}") == \
        [[20.0, 190.0, 160.0 / 3, 320.0, 3]]
    assert positive(env, "SELECT median(standard), count(DISTINCT _label) FROM {b}") == [[50.0, 3]]


def test_join_across_documents_for_a_quantity(env: dict) -> None:
    sql = ("SELECT 'A' AS supplier, express FROM {a} WHERE order_quantity_low <= 250 "
           "AND (order_quantity_high IS NULL OR order_quantity_high >= 250) "
           "UNION ALL SELECT 'B', express FROM {b} WHERE order_quantity_low <= 250 "
           "AND (order_quantity_high IS NULL OR order_quantity_high >= 250) ORDER BY express LIMIT 1")
    assert positive(env, sql) == [["A", 190.0]]
    joined = positive(env, "SELECT x._label, y.standard - x.standard AS diff FROM {a} AS x "
                           "JOIN {b} AS y ON x._label = y._label ORDER BY x._row")
    assert joined == [["1-99", 5.0], ["100-499", 25.0], ["500+", 10.0]]


def test_cte_and_percent_change(env: dict) -> None:
    sql = ('WITH op AS (SELECT "2024" AS y1, "2025" AS y2 FROM {k} WHERE lower(_label) = \'operating income\') '
           "SELECT round(100 * (y2 - y1) / y1, 2) FROM op")
    assert positive(env, sql) == [[28.26]]


def test_window_functions_and_case(env: dict) -> None:
    sql = ("SELECT _label, rank() OVER (ORDER BY standard DESC) AS r, "
           "CASE WHEN standard > 40 THEN 'high' ELSE 'low' END AS band, "
           "sum(standard) OVER (ORDER BY _row ROWS UNBOUNDED PRECEDING) AS running FROM {a} ORDER BY _row")
    assert positive(env, sql) == [["1-99", 2, "high", 45.0], ["100-499", 1, "high", 140.0],
                                  ["500+", 3, "low", 160.0]]


def test_duckdb_conveniences(env: dict) -> None:
    assert positive(env, "FROM {a} SELECT _label WHERE standard = 95") == [["100-499"]]
    assert positive(env, "SELECT * EXCLUDE (order_quantity_low, order_quantity_high, _is_total, _is_subtotal) "
                         "FROM main.{b} QUALIFY row_number() OVER (ORDER BY standard DESC) = 1") == \
        [[2, "100-499", "100-499", 120.0, 240.0]]
    assert positive(env, "SELECT string_agg(_label, '|' ORDER BY _row), arg_max(_label, express) FROM {b}") == \
        [["1-99|100-499|500+", "100-499"]]


def test_cte_may_shadow_a_name(env: dict) -> None:
    assert positive(env, "WITH api_keys AS (SELECT 1 AS x) SELECT x FROM api_keys") == [[1]]


def test_path_source_and_trusted_views(env: dict) -> None:
    by_path = run(env["path"], f"SELECT max(standard) FROM {env['b']}", {env["b"]})
    assert by_path.rows == [[120.0]]
    doc_ids = [d.id for d in env["catalog"].documents(["finance"])]
    facts = run(env["catalog"], "SELECT count(*), sum(value) FROM facts WHERE column_path = '2025'", {"facts"},
                sources={"facts": f"SELECT * FROM facts WHERE document_id = '{doc_ids[0]}'"})
    assert facts.rows == [[3, 24500000.0]]
    assert run(env["catalog"], "SELECT DISTINCT document FROM facts", {"facts"},
               sources={"facts": f"SELECT * FROM facts WHERE document_id = '{doc_ids[0]}'"}).rows == \
        [["kestrel-annual-2025.pdf"]]


def test_concurrent_runs_from_threads(env: dict) -> None:
    errors: list[BaseException] = []

    def worker(table: str, expected: float) -> None:
        try:
            for _ in range(10):
                assert run(env["catalog"], f"SELECT sum(standard) FROM {table}", {table}).rows == [[expected]]
        except BaseException as err:  # noqa: BLE001 - reported by the main thread
            errors.append(err)

    def bomb() -> None:  # interrupted meanwhile; its timer must not hit the other runs
        try:
            run(env["catalog"], f"SELECT count(*) FROM {cross_join(env['a'], 25)}", env["allowed"], timeout_s=0.3)
            errors.append(AssertionError("the bomb was not stopped"))
        except UnsafeSQL as err:
            if "longer than" not in str(err):
                errors.append(err)

    threads = [threading.Thread(target=worker, args=(env[t], v)) for t, v in [("a", 160.0), ("b", 200.0)] * 3]
    threads += [threading.Thread(target=bomb) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_shared_catalog_tables_need_a_filtered_source(env: dict) -> None:
    for table in ("facts", "documents", "cells", "api_keys"):
        with pytest.raises(UnsafeSQL, match="spans every group"):
            run(env["catalog"], f"SELECT * FROM {table}", env["allowed"] | {table})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=14), st.booleans())
@example(["FROM", "SELECT", "*"], False)  # read back as "SELECT * FROM SELECT * LIMIT 10": the limit binds the inner query
def test_token_soup_is_refused_or_stays_inside(tokens: list[str], prefix: bool) -> None:
    """Whatever validate accepts reads only allowed tables and checks the same again as text."""
    sql = ("SELECT " if prefix else "") + " ".join(tokens)
    try:
        tree = validate(sql, {"t", "u"}, limit=10)
    except UnsafeSQL:
        return
    assert referenced_tables(tree) <= {"t", "u"}
    assert sql_text(validate(sql_text(tree), {"t", "u"}, limit=10)) == sql_text(tree)
    assert isinstance(tree.args.get("limit"), exp.Limit)


def test_oversized_result_is_stopped(env: dict) -> None:
    """One row, but a huge cell: string_agg over a cross join fits in memory, not in a response."""
    with pytest.raises(UnsafeSQL, match="larger than"):
        run(env["catalog"], "SELECT string_agg(x0._label || x1._label || x2._label, ',') "
            f"FROM {cross_join(env['a'], 12)}", env["allowed"], timeout_s=10)


# ----------------------------------------------------------------------------- process sandbox
def rss_mb() -> float:
    return int(Path("/proc/self/status").read_text().split("VmRSS:")[1].split()[0]) / 1024


BLOWUPS = {  # a few characters of SQL that ask for gigabytes
    "format_width": ("SELECT length(format('{{:>1500000000}}', 1))", "width 1500000000"),
    "printf_width": ("SELECT max(length(printf('%200000000d', _row))) FROM {a}", "width 200000000"),
    "printf_split": ("SELECT len(split(printf('%30000000d', 1), ''))", "width 30000000"),
    "printf_star": ("SELECT printf('%*d', 2000000000, 1)", "argument"),
    "format_nested": ("SELECT format('{{:{{}}}}', 1, 2000000000)", "nested"),
    "format_from_column": ("SELECT format(_label, 1) FROM {a}", "literal format"),
    "damerau": ("SELECT damerau_levenshtein(_label, _label) FROM {a}", "damerau_levenshtein"),
}


@pytest.mark.parametrize("case", sorted(BLOWUPS))
def test_string_blowups_are_refused_before_they_run(case: str, env: dict) -> None:
    sql, reason = BLOWUPS[case]
    with pytest.raises(UnsafeSQL, match=re.escape(reason)):
        run(env["catalog"], fill(sql, env), env["allowed"])


def test_small_formats_still_run(env: dict) -> None:
    assert positive(env, "SELECT printf('%5.1f|%s', standard, _label), format('{{:>6}}', _row) FROM {a} "
                         "ORDER BY _row LIMIT 1") == [[" 45.0|1-99", "     1"]]


@pytest.mark.parametrize("sql", [
    # doubling through CTEs: 2^31 characters from 20 lines of SQL, then a list of every character
    "WITH s0 AS (SELECT 'xx' AS s), " + ", ".join(f"s{i + 1} AS (SELECT s || s AS s FROM s{i})" for i in range(30))
    + " SELECT len(list_sort(string_to_array(s, ''))) FROM s30",
    "SELECT len(list_sort(string_to_array(string_agg(x0._label || x1._label, ''), ''))) FROM {cj14}",
])
def test_what_the_checks_allow_is_stopped_in_the_worker_not_here(sql: str, env: dict) -> None:
    """Growth the allow-list cannot see costs the worker its memory, never this process."""
    before = rss_mb()
    start = time.perf_counter()
    with pytest.raises(UnsafeSQL, match="memory limit|time limit|larger than"):
        run(env["catalog"], sql.format(cj14=cross_join(env["a"], 14)), env["allowed"], timeout_s=8)
    assert time.perf_counter() - start < 12
    assert rss_mb() - before < 50


def test_three_blowups_at_once_leave_this_process_as_it_was(env: dict) -> None:
    grow = ("WITH s0 AS (SELECT 'xx' AS s), " + ", ".join(f"s{i + 1} AS (SELECT s || s AS s FROM s{i})"
                                                       for i in range(30)) + " SELECT length(s) FROM s30")
    before = rss_mb()
    errors: list[str] = []

    def one() -> None:
        try:
            run(env["catalog"], grow, env["allowed"], timeout_s=8)
            errors.append("not stopped")
        except UnsafeSQL as err:
            errors.append(str(err))

    threads = [threading.Thread(target=one) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(errors) == 3 and all("limit" in e for e in errors), errors
    assert rss_mb() - before < 50
    assert positive(env, "SELECT sum(standard) FROM {a}") == [[160.0]]  # the pool recovered


def test_cpu_limit_is_its_own_reason(env: dict) -> None:
    with pytest.raises(UnsafeSQL, match="CPU limit of 0.5 s"):
        run(env["catalog"], f"SELECT count(*) FROM {cross_join(env['a'], 25)}", env["allowed"],
            timeout_s=10, cpu_s=0.5)


def test_a_killed_worker_is_replaced(env: dict) -> None:
    """A worker that dies between runs (here: killed from outside) costs one retry, not an error."""
    assert positive(env, "SELECT count(*) FROM {a}") == [[3]]
    from tabsql.sql_agent import sandbox

    for idle in list(sandbox._POOL._idle.values()):
        for w in idle:
            os.kill(w.proc.pid, 9)
            w.proc.wait(timeout=10)
    assert positive(env, "SELECT count(*) FROM {b}") == [[3]]


def run_parent(script: Path) -> str:
    """What a script that uses the sandbox in a fresh process (a pool of its own) prints."""
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_workers_are_reused_under_a_large_parent(tmp_path: Path) -> None:
    """A worker's peak memory is its own: started by a process holding 500 MB, it is still reused
    (getrusage's maxrss would count the parent's and retire every worker after one query)."""
    script = tmp_path / "parent.py"
    script.write_text(
        "import duckdb\n"
        "from tabsql.sql_agent import sandbox\n"
        "big = bytearray(500 * 1024 * 1024)\n"
        "big[::4096] = b'x' * len(big[::4096])\n"
        "con = duckdb.connect()\n"
        "con.execute('CREATE TABLE t AS SELECT 1 AS x')\n"
        "pids = set()\n"
        "for _ in range(3):\n"
        "    assert sandbox.run(con, 'SELECT sum(x) FROM t', {'t'}).rows == [[1]]\n"
        "    pids |= {w.proc.pid for idle in sandbox._POOL._idle.values() for w in idle}\n"
        "print(len(pids))\n")
    assert run_parent(script).strip() == "1"


def test_as_many_workers_stay_as_ran_at_once(tmp_path: Path) -> None:
    """Workers started ahead (a server warms as many as may run at once) serve queries run at once
    (a busy API), and stay for the next ones: with only two kept, every third concurrent query
    started a new Python process and killed one after it."""
    script = tmp_path / "parent.py"
    script.write_text(
        "import threading, time, duckdb\n"
        "from tabsql.sql_agent import sandbox\n"
        "con = duckdb.connect()\n"
        "con.execute('CREATE TABLE t AS SELECT range AS x FROM range(3000)')\n"
        "def idle():\n"
        "    return {w.proc.pid for ws in sandbox._POOL._idle.values() for w in ws}\n"
        "def at_once(n):\n"
        "    start = threading.Barrier(n)\n"
        "    def one():\n"
        "        cur = con.cursor()\n"
        "        start.wait()\n"
        "        assert sandbox.run(cur, 'SELECT count(*) FROM t a, t b', {'t'}, timeout_s=60).rows == [[9000000]]\n"
        "    threads = [threading.Thread(target=one) for _ in range(n)]\n"
        "    for t in threads: t.start()\n"
        "    for t in threads: t.join()\n"
        "sandbox.warm(workers=sandbox.WORKERS)\n"
        "deadline = time.monotonic() + 120\n"
        "while len(idle()) < sandbox.WORKERS and time.monotonic() < deadline:\n"
        "    time.sleep(0.05)\n"
        "warmed = idle()\n"
        "at_once(sandbox.WORKERS)\n"
        "at_once(sandbox.WORKERS)\n"
        "print(len(warmed), len(idle()), len(idle() - warmed))\n")
    out = run_parent(script)
    warmed, after, new = map(int, out.split())
    assert warmed == 4 and after == 4 and new == 0, out
