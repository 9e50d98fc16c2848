"""The `tabsql` command line: ingest, ask, sql, tables, documents, export, extract, inspect, eval,
serve, keys.

    tabsql ingest examples/pdfs --db demo.duckdb
    tabsql ask "What is the delivery fee for 250 units from Supplier B?" --db demo.duckdb --json
    tabsql sql "SELECT _label, standard FROM supplier_b_pricelist_2025_t1" --db demo.duckdb --format csv
    tabsql extract report.pdf --json

Help is plain click help (rich_markup_mode=None): no type placeholders on flags, and help text such
as "concept: [phrases]" is shown as written instead of being read as Rich markup.
"""
from __future__ import annotations

import json
import os
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from tabsql.errors import TabsqlError

app = typer.Typer(
    rich_markup_mode=None,
    no_args_is_help=True,
    help="Answers questions about the numbers in PDF tables, with citations.",
)


def _version(show: bool) -> None:
    if show:
        from tabsql import __version__

        typer.echo(f"tabsql {__version__}")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option(
        "--version", callback=_version, is_eager=True, help="Print `tabsql X.Y.Z` and exit.")] = False) -> None:
    """Answers questions about the numbers in PDF tables, with citations."""

keys_app = typer.Typer(no_args_is_help=True, help="API keys for `tabsql serve`.")
app.add_typer(keys_app, name="keys")

DbOption = Annotated[Path, typer.Option("--db", help="DuckDB file of the catalog.")]
DEFAULT_DB = Path("tabsql.duckdb")
# The contract: every command takes --db. The file-only commands (extract, inspect) accept it and
# open no database, so one command line pattern works for all of them.
NoDbOption = Annotated[Optional[Path], typer.Option(
    "--db", help="Accepted like every command's --db; no database is opened.")]


def _use_synonyms(path: Path | None) -> None:
    """--synonyms: the user's vocabulary file, added to the shipped one (worker processes inherit it)."""
    if path is None:
        return
    if not path.is_file():
        _fail(f"no synonyms file at {path}")
    os.environ["TABSQL_SYNONYMS"] = str(path.resolve())


SynonymsOption = Annotated[Optional[Path], typer.Option(
    "--synonyms", help="Your own synonyms YAML (concept: [phrases]), added to the shipped vocabulary.")]


def _print_json(obj) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def _fail(message: str, code: int = 2) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


def _open_catalog(db: Path, read_only: bool = False, create: bool = False):
    """The catalog at ``db``; only ingest, keys create and serve (``create``) may make a new one."""
    from tabsql.catalog import Catalog
    from tabsql.served import busy_message, command_name, is_lock_error

    if not create and not db.exists():
        _fail(f"no database at {db}; run `tabsql ingest PATH --db {db}` first")
    try:
        return Catalog(db, read_only=read_only)
    except TabsqlError as exc:
        if is_lock_error(exc):  # a server (or another command) holds the file
            _fail(busy_message(db, command_name(sys.argv[1:]), exc))
        _fail(str(exc))


def _groups_or_default(groups: str, what: str) -> list[str]:
    """The --groups given, or the `default` group (said on stderr) so nothing is invisible to every key."""
    from tabsql.api.keys import DEFAULT_GROUP, clean_groups

    try:
        names = clean_groups(groups)
    except ValueError as exc:
        _fail(str(exc))
    if not names:
        typer.echo(f"note: no --groups given; {what} group '{DEFAULT_GROUP}'", err=True)
        names = [DEFAULT_GROUP]
    return names


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="PDF files or folders (searched recursively).")],
    db: DbOption = DEFAULT_DB,
    groups: Annotated[str, typer.Option(help="Comma-separated access groups for these documents "
                                             "(default: the group 'default').")] = "",
    as_json: Annotated[bool, typer.Option("--json", help="Print one summary object.")] = False,
    synonyms: SynonymsOption = None,
    ray: Annotated[Optional[str], typer.Option(
        "--ray", help="Extract on a Ray cluster: 'auto' or HOST:PORT of its head (needs tabsql[ray]).")] = None,
    password: Annotated[Optional[str], typer.Option(help="Password of encrypted PDFs.")] = None,
    password_file: Annotated[Optional[Path], typer.Option(
        help="File whose first line is the password (kept out of the shell history).")] = None,
    pages: Annotated[Optional[str], typer.Option(help="Pages to read, e.g. 1,3-end (default: all).")] = None,
) -> None:
    """Extract, normalize and store every PDF; exit 1 when any failed (the others are kept)."""
    _use_synonyms(synonyms)
    from tabsql.catalog import pdf_paths
    from tabsql.extract.options import ReadOptions
    from tabsql.ingest_worker import IngestLimits

    for path in paths:
        if path.is_dir() and not pdf_paths([path]):
            _fail(f"no PDF files in {path}", 1)
    try:
        options = ReadOptions(password=_password(password, password_file), pages=pages)
    except TabsqlError as exc:
        _fail(str(exc))
    runner = None
    if ray is not None:
        from tabsql.ingest_ray import RayRunner

        try:
            runner = RayRunner(ray, IngestLimits.from_env(read=options))
        except TabsqlError as exc:
            _fail(str(exc))
    with _open_catalog(db, create=True) as cat:
        group_list = _groups_or_default(groups, "the documents go in")
        try:
            summary = cat.ingest(paths, groups=group_list, progress=not as_json and sys.stderr.isatty(),
                                 runner=runner, options=options)
        finally:
            if runner is not None:
                runner.close()
    if as_json:
        _print_json(summary.model_dump())
    else:
        for item in summary.ingested:
            typer.echo(f"ingested  {item.document}: {item.pages} pages, {item.tables} tables")
        for item in summary.skipped:
            typer.echo(f"unchanged {item.document}")
        for item in summary.failed:
            typer.echo(f"FAILED    {item.document}: {item.error}")
    raise typer.Exit(1 if summary.failed else 0)


def _password(password: str | None, password_file: Path | None) -> str | None:
    if password_file is None:
        return password
    if password is not None:
        _fail("give --password or --password-file, not both")
    try:
        return password_file.read_text(encoding="utf-8").splitlines()[0] if password_file.stat().st_size else ""
    except OSError as exc:
        _fail(f"cannot read the password file {password_file}: {exc.strerror or exc}")


def _render_answer(ans) -> str:
    lines = [ans.answer or f"({ans.status})"]
    for c in ans.citations[:10]:
        lines.append(f"  [{c.document} p.{c.page} {c.table}] {c.row} | {c.column}: {c.text}")
    if len(ans.citations) > 10:
        lines.append(f"  ... {len(ans.citations) - 10} more cells")
    if ans.sql:
        lines.append(f"  sql: {ans.sql}")
    lines.append(f"  route={ans.route} status={ans.status} verified={str(ans.verified).lower()}")
    return "\n".join(lines)


def _read_questions(path: Path) -> list[dict]:
    items = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        _fail(f"no questions file at {path}")
    except (OSError, UnicodeDecodeError) as exc:
        _fail(f"cannot read the questions file {path}: {getattr(exc, 'strerror', None) or exc}")
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            _fail(f"{path}:{n}: not JSON ({exc.msg})")
        if not isinstance(obj, dict) or "question" not in obj:
            _fail(f"{path}:{n}: needs an object with \"id\" and \"question\"")
        items.append(obj)
    return items


def _item_documents(item: dict) -> list[str] | None:
    """The documents one question line names: "documents" (a list) or "document" (one name)."""
    docs = item.get("documents", item.get("document"))
    if isinstance(docs, str):
        return [docs]
    if isinstance(docs, list) and all(isinstance(d, str) for d in docs):
        return docs
    return None


@app.command()
def ask(
    question: Annotated[Optional[str], typer.Argument(metavar="QUESTION", help="The question.")] = None,
    db: DbOption = DEFAULT_DB,
    questions: Annotated[Optional[Path], typer.Option(help="JSONL file: one {id, question} a line.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print answer objects as JSON.")] = False,
    explain: Annotated[bool, typer.Option("--explain", help="Add the route, links, SQL and verification.")] = False,
    allow_unverified: Annotated[bool, typer.Option(
        "--allow-unverified", help="Show unverified answers, marked verified=false.")] = False,
    document: Annotated[Optional[list[str]], typer.Option(
        "--document", "-d", metavar="NAME", help="Ask only of this document (name or id); repeatable.")] = None,
    synonyms: SynonymsOption = None,
) -> None:
    """Answer one question, or every question of a JSONL file (one answer a line, same order).

    A line of the file may name its documents, {"id": .., "question": .., "documents": ["x.pdf"]};
    --document applies to every question that does not."""
    _use_synonyms(synonyms)
    from tabsql.answer import ask as answer_question
    from tabsql.input_check import invalid_unicode, printable
    from tabsql.models import Answer

    if (question is None) == (questions is None):
        _fail("give either a QUESTION or --questions FILE")
    if problem := invalid_unicode({"QUESTION": question, "--document": document}):
        _fail(problem)
    if question is not None and not question.strip():
        _fail("the question is empty")
    batch = _read_questions(questions) if questions else [{"question": question}]
    with _open_catalog(db, read_only=False) as cat:
        for item in batch:
            text = printable(str(item["question"]))
            if problem := invalid_unicode(item):  # this line is refused, the batch goes on
                ans = Answer(question=text, status="error", answer=f"not answered: {problem}")
            else:
                try:
                    ans = answer_question(cat, text, documents=_item_documents(item) or document or None,
                                          allow_unverified=allow_unverified, explain=explain)
                except Exception as exc:  # noqa: BLE001 - one bad question never stops a batch
                    ans = Answer(question=text, status="error", answer=f"{type(exc).__name__}: {exc}")
            if "id" in item:
                ans.id = printable(str(item["id"]))
            if as_json:
                _print_json(ans.contract_dict())
            else:
                typer.echo(_render_answer(ans))
                if explain and ans.explain:
                    typer.echo(json.dumps(ans.explain, indent=2, ensure_ascii=False, default=str))


@app.command()
def extract(
    files: Annotated[list[Path], typer.Argument(help="PDF files.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print (or write) the tables as JSON.")] = False,
    out: Annotated[Optional[Path], typer.Option(help="Folder for NAME.json, one per NAME.pdf.")] = None,
    db: NoDbOption = None,
) -> None:
    """Print the tables found in PDFs (no database involved)."""
    from tabsql.extract import extract_document
    from tabsql.extract.export import contract_json, markdown

    if len(files) > 1 and out is None:
        _fail("several files need --out DIR")
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for path in files:
        try:
            doc = extract_document(path)
        except TabsqlError as exc:
            failed += 1
            typer.echo(f"error: {path.name}: {exc}", err=True)
            continue
        obj = contract_json(doc)
        if out is not None:
            tmp = out / f".{path.stem}.json.tmp"
            tmp.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
            tmp.replace(out / f"{path.stem}.json")
        elif as_json:
            _print_json(obj)
        else:
            for table in doc.tables:
                typer.echo(markdown(table) + "\n")
    raise typer.Exit(1 if failed else 0)


@app.command()
def inspect(
    file: Annotated[Path, typer.Argument(help="A PDF file.")],
    page: Annotated[Optional[int], typer.Option(help="Only tables that start on this page.")] = None,
    synonyms: SynonymsOption = None,
    db: NoDbOption = None,
) -> None:
    """Show each table as markdown with header paths, typed values and the indexed row records."""
    _use_synonyms(synonyms)
    from tabsql.extract import extract_document
    from tabsql.inspect import render_document
    from tabsql.schema_normalize import normalize_document

    try:
        doc = normalize_document(extract_document(file))
    except TabsqlError as exc:
        _fail(str(exc), 1)
    typer.echo(render_document(doc, page=page))


@app.command(name="eval")
def evaluate(
    questions: Annotated[Path, typer.Argument(help="Gold questions (questions.jsonl format).")],
    db: DbOption = DEFAULT_DB,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Grade tabsql on your own gold set and name the cause of each miss."""
    from tabsql.evaluate import run_eval

    with _open_catalog(db) as cat:
        report = run_eval(cat, questions)
    if as_json:
        _print_json(report)
        return
    typer.echo(f"{report['total']} questions: {report['correct']} correct, {report['wrong']} wrong, "
               f"{report['refused']} refused (accuracy {report['accuracy']:.1%}, wrong {report['wrong_rate']:.1%})")
    for name, count in sorted(report["causes"].items(), key=lambda kv: -kv[1]):
        typer.echo(f"  {count:4d}  {name}")
    for q in report["questions"]:
        if q["grade"] != "correct":
            typer.echo(f"- {q['id']} [{q['grade']}: {q.get('cause', '')}] {q['question']}\n"
                       f"    got {q.get('value')!r} ({q['status']}), gold {q.get('gold')!r}")


@app.command()
def serve(
    db: DbOption = DEFAULT_DB,
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    synonyms: SynonymsOption = None,
) -> None:
    """Serve the HTTP API (OpenAPI at /openapi.json)."""
    _use_synonyms(synonyms)
    from tabsql.api.server import serve as run_server

    _open_catalog(db, create=True).close()  # a database another server holds: one line, not a startup traceback
    run_server(db, host, port)


@keys_app.command("create")
def keys_create(
    groups: Annotated[str, typer.Option(help="Comma-separated groups the key may see "
                                             "(default: the group 'default').")] = "",
    admin: Annotated[bool, typer.Option("--admin", help="The key may also manage keys over HTTP (/v1/keys).")] = False,
    db: DbOption = DEFAULT_DB,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Create an API key; the key is shown once and stored hashed."""
    from tabsql.api.keys import create_key

    with _open_catalog(db, create=True) as cat:
        group_list = _groups_or_default(groups, "the key gets")
        key, record = create_key(cat, group_list, admin=admin)
    if as_json:
        _print_json({"key": key, "groups": group_list, "id": record.id, "admin": admin})
    else:
        typer.echo(f"{key}  (id {record.id}, groups {','.join(group_list)}{', admin' if admin else ''})")


@keys_app.command("list")
def keys_list(db: DbOption = DEFAULT_DB, as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """List API keys (ids and groups, never the keys)."""
    from tabsql.api.keys import list_keys

    with _open_catalog(db) as cat:
        records = list_keys(cat)
    if as_json:
        _print_json({"keys": [r.model_dump(mode="json") for r in records]})
    else:
        for r in records:
            typer.echo(f"{r.id}  groups={','.join(r.groups)}")


@keys_app.command("revoke")
def keys_revoke(key_id: Annotated[str, typer.Argument(help="The key's id.")], db: DbOption = DEFAULT_DB) -> None:
    """Revoke an API key by id."""
    from tabsql.api.keys import revoke_key

    with _open_catalog(db) as cat:
        if not revoke_key(cat, key_id):
            _fail(f"no key with id {key_id}", 1)
    typer.echo(f"revoked {key_id}")


# --------------------------------------------------------------------------- sql, listings, export
def _table_text(columns: list[str], rows: list[list]) -> str:
    """Rows as an aligned plain-text table (numbers right-aligned), like `sqlite-utils --table`."""
    cells = [["" if v is None else str(v) for v in row] for row in rows]
    widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(columns)]
    numeric = [all(isinstance(r[i], int | float) for r in rows if r[i] is not None) and bool(rows)
               for i in range(len(columns))]

    def line(values: list[str]) -> str:
        return "  ".join(v.rjust(w) if num else v.ljust(w)
                         for v, w, num in zip(values, widths, numeric)).rstrip()
    return "\n".join([line(columns), line(["-" * w for w in widths])] + [line(r) for r in cells])


def _print_rows(columns: list[str], rows: list[list], fmt: str) -> None:
    from tabsql.api.render import jsonable

    if fmt == "json":
        _print_json({"columns": columns, "rows": jsonable(rows)})
    elif fmt == "csv":
        import csv

        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows([["" if v is None else v for v in jsonable(row)] for row in rows])
    else:
        typer.echo(_table_text(columns, rows))


class RowFormat(str, Enum):
    json = "json"
    csv = "csv"
    table = "table"


class ExportFormat(str, Enum):
    csv = "csv"
    xlsx = "xlsx"
    parquet = "parquet"
    markdown = "markdown"
    json = "json"


FormatOption = Annotated[RowFormat, typer.Option("--format", "-f", help="Output format.")]


@app.command()
def sql(
    query: Annotated[str, typer.Argument(metavar="QUERY", help="One read-only SELECT over the catalog's typed tables.")],
    db: DbOption = DEFAULT_DB,
    fmt: FormatOption = RowFormat.table,
) -> None:
    """Run one read-only query through the same validator and sandbox as /v1/sql.

    The tables are those `tabsql tables` lists; a refused query prints one line and exits 2."""
    from tabsql.sql_agent import sandbox

    if not query.strip():
        _fail("the query is empty")
    with _open_catalog(db, read_only=True) as cat:
        allowed = {nt.sql_name for d in cat.documents() for nt in d.tables}
        try:
            result = sandbox.run(cat, query, allowed)
        except TabsqlError as exc:
            _fail(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
    _print_rows(list(result.columns), [list(r) for r in result.rows], fmt.value)


def _listing_format(as_json: bool, as_csv: bool) -> str:
    if as_json and as_csv:
        _fail("give --json or --csv, not both")
    return "json" if as_json else "csv" if as_csv else "table"


@app.command()
def tables(
    db: DbOption = DEFAULT_DB,
    as_json: Annotated[bool, typer.Option("--json", help="Print {\"tables\": [...]} as /v1/tables does.")] = False,
    as_csv: Annotated[bool, typer.Option("--csv", help="Print CSV.")] = False,
) -> None:
    """List the SQL tables: name, document, page, caption and columns."""
    from tabsql.api.render import jsonable, table_summary

    fmt = _listing_format(as_json, as_csv)
    with _open_catalog(db, read_only=True) as cat:
        found = [table_summary(d, nt) for d in cat.documents() for nt in d.tables]
    if fmt == "json":
        _print_json(jsonable({"tables": found}))
        return
    rows = [[t["name"], t["document"], t["page"], t["caption"] or "",
             ", ".join(c["name"] for c in t["columns"] if not c["name"].startswith("_"))] for t in found]
    _print_rows(["name", "document", "page", "caption", "columns"], rows, fmt)


@app.command()
def documents(
    db: DbOption = DEFAULT_DB,
    as_json: Annotated[bool, typer.Option("--json", help="Print {\"documents\": [...]} as /v1/documents does.")] = False,
    as_csv: Annotated[bool, typer.Option("--csv", help="Print CSV.")] = False,
) -> None:
    """List the ingested documents: id, name, pages, tables and groups."""
    from tabsql.api.render import document_summary

    fmt = _listing_format(as_json, as_csv)
    with _open_catalog(db, read_only=True) as cat:
        found = [document_summary(d, d.groups) for d in cat.documents()]
    if fmt == "json":
        _print_json({"documents": found})
        return
    rows = [[d["id"], d["name"], d["pages"], d["tables"], ",".join(d["groups"])] for d in found]
    _print_rows(["id", "name", "pages", "tables", "groups"], rows, fmt)


@app.command()
def export(
    names: Annotated[Optional[list[str]], typer.Argument(
        metavar="[DOCUMENT]...", help="Documents (name or id) to export; all when none is given.")] = None,
    db: DbOption = DEFAULT_DB,
    fmt: Annotated[ExportFormat, typer.Option("--format", "-f", help="File format.")] = ExportFormat.csv,
    out: Annotated[Path, typer.Option(help="Folder to write the files to (created when missing).")] = Path("."),
) -> None:
    """Write the extracted tables with header paths, typed values and units: a file a table
    (xlsx: a workbook a document, a sheet a table)."""
    from tabsql.extract.export import write_tables

    with _open_catalog(db, read_only=True) as cat:
        docs = cat.documents()
        if names:
            wanted = set(names)
            missing = [n for n in names if not any(n in (d.name, d.id, d.name.rsplit(".", 1)[0]) for d in docs)]
            if missing:
                _fail(f"no document named {', '.join(missing)} (see `tabsql documents`)")
            docs = [d for d in docs if wanted & {d.name, d.id, d.name.rsplit(".", 1)[0]}]
    try:
        written = write_tables(docs, fmt.value, out)
    except OSError as exc:
        _fail(f"cannot write to {out}: {exc.strerror or exc}", 1)
    for path in written:
        typer.echo(str(path))


if __name__ == "__main__":
    app()
