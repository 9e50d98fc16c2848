"""Proves a SQL text safe to run before anything executes it.

Layers, each refusing with ``UnsafeSQL(reason)``: size and character checks; a sqlglot parse in the
DuckDB dialect (anything it cannot parse is refused); exactly one statement; a SELECT root (CTEs
and set operations of SELECTs allowed, recursive CTEs not); an allow-list of AST node types and of
functions (nothing that reads files, the environment or settings, no lambdas, no table functions);
only the caller's tables (CTE names resolved by scope) and, when given, their columns; a LIMIT
injected or clamped. The text generated from the checked AST is what runs, never the caller's text,
and that text is parsed and checked again so the parser and the generator cannot disagree.
"""
from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from tabsql.errors import UnsafeSQL

MAX_SQL_CHARS = 20_000
MAX_FORMAT_WIDTH = 100  # width or precision in a format()/printf() format string
MAX_NODES = 5_000
DIALECT = "duckdb"


def _classes(*names: str) -> frozenset[type]:
    """sqlglot classes by name; names a given sqlglot version lacks are skipped."""
    return frozenset(c for c in (getattr(exp, n, None) for n in names) if isinstance(c, type))


# Structural (non-function) nodes a read-only query may contain.
_NODES = _classes(
    "Select", "Union", "Intersect", "Except", "Subquery", "With", "CTE", "From", "Join", "Where",
    "Group", "Having", "Qualify", "Order", "Ordered", "Limit", "Offset", "Distinct", "Alias",
    "Aliases", "TableAlias", "Table", "Identifier", "Column", "Star", "Literal", "Null", "Boolean",
    "Paren", "Tuple", "Values", "Window", "WindowSpec", "Filter", "WithinGroup", "IgnoreNulls",
    "RespectNulls", "Interval", "IntervalSpan", "Var", "DataType", "DataTypeParam", "Bracket",
    "Slice", "Dot", "PropertyEQ", "Add", "Sub", "Mul", "Div", "IntDiv", "Mod", "EQ", "NEQ", "GT",
    "GTE", "LT", "LTE", "NullSafeEQ", "NullSafeNEQ", "Is", "In", "Between", "Like", "ILike",
    "SimilarTo", "Glob", "Escape", "DPipe", "Not", "Neg", "BitwiseAnd", "BitwiseOr", "BitwiseXor",
    "BitwiseNot", "BitwiseLeftShift", "BitwiseRightShift", "Any", "All", "Cube", "Rollup",
    "GroupingSets", "AtTimeZone", "Collate",
)

# Functions: aggregates, window, math, string, date, casts and conditionals. Deliberately absent:
# anything reading files (read_csv, read_parquet, read_text, read_blob, glob, *_scan), the
# environment or settings (getenv, current_setting, version, current_user ...), table functions
# (range, generate_series, query, duckdb_*, pragma_*), lambdas, string/list blow-ups (repeat,
# lpad/rpad, list ranges) and damerau_levenshtein (memory quadratic in its inputs' length).
# format() and printf() stay, with a literal format string and small widths (``_check_format``).
_FUNCS = _classes(
    # logic and conditionals
    "And", "Or", "Xor", "Case", "If", "Coalesce", "Nullif", "Nvl2", "Cast", "TryCast", "Exists",
    # aggregates
    "Sum", "Avg", "Count", "CountIf", "Min", "Max", "Median", "Mode", "Quantile", "ApproxQuantile",
    "PercentileCont", "PercentileDisc", "Stddev", "StddevPop", "StddevSamp", "Variance",
    "VariancePop", "Corr", "CovarPop", "CovarSamp", "ArgMax", "ArgMin", "AnyValue", "First", "Last",
    "ArrayAgg", "GroupConcat", "LogicalAnd", "LogicalOr", "ApproxDistinct", "Kurtosis", "Skewness",
    "RegrSlope", "RegrIntercept", "RegrR2", "RegrCount", "RegrAvgx", "RegrAvgy", "Grouping",
    "GroupingId", "BitwiseAndAgg", "BitwiseOrAgg", "BitwiseXorAgg",
    # window
    "RowNumber", "Rank", "DenseRank", "PercentRank", "CumeDist", "Ntile", "Lag", "Lead",
    "FirstValue", "LastValue", "NthValue",
    # math
    "Abs", "Ceil", "Floor", "Round", "Trunc", "Sqrt", "Cbrt", "Exp", "Ln", "Log", "Pow", "Sign",
    "Greatest", "Least", "Pi", "Degrees", "Radians", "Sin", "Cos", "Tan", "Asin", "Acos", "Atan",
    "Atan2", "Cot", "IsNan", "IsInf", "SafeDivide", "WidthBucket", "Rand",
    # strings
    "Lower", "Upper", "Length", "BitLength", "ByteLength", "Concat", "ConcatWs", "Substring",
    "Trim", "Replace", "SplitPart", "StrPosition", "Left", "Right", "Reverse", "StartsWith",
    "EndsWith", "Contains", "RegexpLike", "RegexpILike", "RegexpExtract", "RegexpReplace",
    "RegexpFullMatch", "Initcap", "Levenshtein", "JarowinklerSimilarity", "Ascii", "Chr",
    "Translate", "Format", "Split", "StringToArray", "MD5", "Unicode",
    # dates
    "CurrentDate", "CurrentTimestamp", "CurrentTime", "Date", "DateAdd", "DateSub", "DateDiff",
    "DateTrunc", "TimestampTrunc", "Extract", "Year", "Month", "Day", "Quarter", "Week",
    "WeekOfYear", "DayOfWeek", "DayOfWeekIso", "DayOfYear", "DayOfMonth", "Hour", "Minute",
    "Second", "TimeToStr", "StrToTime", "StrToDate", "TsOrDsToDate", "LastDay", "DateFromParts",
    "Dayname", "Monthname", "TimeStrToTime", "TimeStrToDate", "Timestamp", "UnixToTime",
    "TimeToUnix", "Epoch",
    # lists and structs (values, not table functions)
    "Array", "Struct", "Unnest", "ArraySize", "ArrayContains", "ArraySort", "ArraySum",
    "ArrayToString", "ArrayDistinct", "StructExtract", "Typeof",
)

# DuckDB functions sqlglot keeps as anonymous calls, by lower-case name.
_ANONYMOUS = frozenset({
    "date_part", "datepart", "date_diff", "datediff", "date_sub", "now", "today", "epoch",
    "isodow", "isoyear", "yearweek", "make_date", "age", "to_days", "to_months", "to_years",
    "try_strptime", "printf", "log10", "log2", "round_even", "even", "isfinite", "product", "fsum",
    "favg", "sumkahan", "geomean", "entropy", "mad", "quantile_cont", "quantile_disc",
    "list_sum", "list_avg", "list_min", "list_max", "list_count", "list_has", "list_contains",
    "list_value", "list_extract", "list_element", "array_has", "array_extract", "array_length",
    "len", "strlen", "char_length", "character_length", "ltrim", "rtrim", "prefix", "suffix",
    "instr", "position", "strip_accents", "lcase", "ucase", "nfc_normalize", "jaccard",
    "jaro_similarity", "jaro_winkler_similarity", "hamming", "mismatches",
    "bool_and", "bool_or", "max_by", "min_by", "arg_max", "arg_min", "arbitrary", "count_star",
    "stddev_samp", "var_samp", "var_pop", "regexp_matches", "regexp_full_match", "contains",
    "ifnull", "nullif", "greatest", "least", "hash",
})

_QUERY_ROOTS = (exp.Select, exp.Union, exp.Intersect, exp.Except)


class Checked(NamedTuple):
    """A query proven safe: ``text`` is what runs, ``tree`` its own parse (the AST checked last),
    ``tables`` the real tables it reads (lower case)."""
    tree: exp.Expression
    text: str
    tables: frozenset[str]


def check(sql: str | exp.Expression, allowed_tables: set[str], *,
          allowed_columns: dict[str, set[str]] | None = None, limit: int = 1000) -> Checked:
    """Prove ``sql`` safe and give the text to run; raises ``UnsafeSQL``.

    ``sql`` is a text or an AST built in process (the planner's): an AST skips only the first parse
    and goes through every check as a parsed text does; it is consumed (its LIMIT is set). The text
    is generated once from the checked AST, parsed and checked again, and that text is what runs.
    """
    tables = {t.lower() for t in allowed_tables}
    columns = None if allowed_columns is None else {
        t.lower(): {c.lower() for c in cols} for t, cols in allowed_columns.items()}
    if limit < 1:
        raise ValueError("limit must be at least 1")
    try:
        tree = _check(sql if isinstance(sql, exp.Expression) else _parse(sql), tables, columns)
        _clamp_limit(tree, limit)
        # Run the check once more on what will actually execute (the generator may rewrite the
        # tree it is given: the first tree is not used again).
        text = tree.sql(dialect=DIALECT, comments=False, copy=False)
        final = _check(_parse(text), tables, columns)
        if not isinstance(final.args.get("limit"), exp.Limit):
            # the text read back binds its LIMIT to something inside ("SELECT * FROM SELECT * LIMIT 10"):
            # what would run is not the query checked, and no row limit holds its result
            raise UnsafeSQL("the row limit does not bind the query's result")
        return Checked(final, text, frozenset(referenced_tables(final)))
    except UnsafeSQL:
        raise
    except RecursionError:
        raise UnsafeSQL("query nested too deeply") from None
    except Exception as err:  # noqa: BLE001 - whatever the parser trips over is refused, not run
        raise UnsafeSQL(f"SQL could not be checked ({type(err).__name__})") from None


def validate(sql: str, allowed_tables: set[str], *,
             allowed_columns: dict[str, set[str]] | None = None,
             limit: int = 1000) -> exp.Expression:
    """The checked AST of ``sql`` with a LIMIT of at most ``limit`` rows; raises ``UnsafeSQL``."""
    return check(sql, allowed_tables, allowed_columns=allowed_columns, limit=limit).tree


def sql_text(expr: exp.Expression) -> str:
    """The DuckDB SQL of a checked AST, without comments."""
    return expr.sql(dialect=DIALECT, comments=False)


def referenced_tables(expr: exp.Expression) -> set[str]:
    """Lower-case names of the real (non-CTE) tables a checked query reads."""
    return {t.name.lower() for t in expr.find_all(exp.Table) if not _is_cte_reference(t)}


# ----------------------------------------------------------------------------- parsing
def _parse(sql: str) -> exp.Expression:
    if not isinstance(sql, str) or not sql.strip():
        raise UnsafeSQL("empty SQL")
    if len(sql) > MAX_SQL_CHARS:
        raise UnsafeSQL(f"SQL longer than {MAX_SQL_CHARS} characters")
    bad = next((ch for ch in sql if unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs")
                and ch not in "\t\n\r"), None)
    if bad is not None:
        raise UnsafeSQL(f"control or invisible character U+{ord(bad):04X} in SQL")
    try:
        statements = [s for s in sqlglot.parse(sql, read=DIALECT) if s is not None]
    except SqlglotError as err:
        first = str(err).splitlines()[0] if str(err) else type(err).__name__
        raise UnsafeSQL(f"SQL could not be parsed: {first}") from None
    if len(statements) != 1:
        raise UnsafeSQL(f"exactly one statement allowed, got {len(statements)}")
    return statements[0]


# ----------------------------------------------------------------------------- checks
def _check(tree: exp.Expression, tables: set[str],
           columns: dict[str, set[str]] | None) -> exp.Expression:
    while isinstance(tree, (exp.Subquery, exp.Paren)) and isinstance(tree.this, exp.Expression):
        if any(v for k, v in tree.args.items() if k != "this"):
            raise UnsafeSQL("clauses after a parenthesised query are not supported; put them inside")
        tree = tree.this
    if not isinstance(tree, _QUERY_ROOTS):
        raise UnsafeSQL(f"only SELECT queries are allowed, not {_describe(tree)}")
    nodes = list(tree.walk())
    if len(nodes) > MAX_NODES:
        raise UnsafeSQL(f"query too large ({len(nodes)} parts, at most {MAX_NODES})")
    defined = _defined_names(tree)
    for node in nodes:
        _check_node(node)
        if isinstance(node, exp.With) and node.args.get("recursive"):
            raise UnsafeSQL("recursive CTEs are not allowed")
        if isinstance(node, exp.Table):
            _check_table(node, tables)
        elif isinstance(node, exp.Column) and columns is not None:
            _check_column(node, columns, defined)
    return tree


def _check_node(node: exp.Expression) -> None:
    """Default deny: a node passes only when its type (or function name) is on an allow-list."""
    if isinstance(node, exp.Anonymous):
        name = node.name.lower()
        if name not in _ANONYMOUS:
            raise UnsafeSQL(f"function {name}() is not allowed")
    elif isinstance(node, exp.Func):
        if type(node) not in _FUNCS:
            raise UnsafeSQL(f"function {_describe(node)} is not allowed")
    elif type(node) not in _NODES:
        raise UnsafeSQL(f"{_describe(node)} is not allowed")
    if isinstance(node, exp.Format) or (isinstance(node, exp.Anonymous) and node.name.lower() == "printf"):
        _check_format(node)


_PRINTF_SPEC = re.compile(r"%[^a-zA-Z%]*[a-zA-Z%]?")
_FMT_FIELD = re.compile(r"\{([^{}]*)\}")


def _check_format(node: exp.Expression) -> None:
    """format() and printf() build a string as wide as their format says: the format must be a
    literal whose widths and precisions are at most MAX_FORMAT_WIDTH (no width taken from an
    argument), so a few characters of SQL cannot ask for gigabytes."""
    name = _describe(node)
    first = node.this if isinstance(node, exp.Format) else (node.expressions or [None])[0]
    if not (isinstance(first, exp.Literal) and first.is_string):
        raise UnsafeSQL(f"{name} needs a literal format string")
    text = first.this
    if name == "printf()":
        specs = _PRINTF_SPEC.findall(text)
    else:
        plain = text.replace("{{", "").replace("}}", "")
        specs = _FMT_FIELD.findall(plain)
        if "{" in _FMT_FIELD.sub("", plain) or "}" in _FMT_FIELD.sub("", plain):
            raise UnsafeSQL(f"{name}: nested or unbalanced braces in the format string")
    for spec in specs:
        if "*" in spec:
            raise UnsafeSQL(f"{name}: a width taken from an argument is not allowed")
        widths = [int(n) for n in re.findall(r"\d+", spec)]
        if widths and max(widths) > MAX_FORMAT_WIDTH:
            raise UnsafeSQL(f"{name}: width {max(widths)} in the format string; the limit is "
                            f"{MAX_FORMAT_WIDTH}")


def _check_table(table: exp.Table, tables: set[str]) -> None:
    """A plain name in schema main, visible as a CTE or one of the caller's tables."""
    if not isinstance(table.this, exp.Identifier):
        raise UnsafeSQL(f"table function {_describe(table.this)} is not allowed")
    if table.catalog or (table.db and table.db.lower() != "main"):
        raise UnsafeSQL(f"qualified table name {table.sql(dialect=DIALECT)} is not allowed")
    extra = {k for k, v in table.args.items() if v and k not in ("this", "db", "catalog", "alias")}
    if extra:
        raise UnsafeSQL(f"table modifier {sorted(extra)[0]} is not allowed")
    if table.db and _is_cte_reference(table):
        raise UnsafeSQL(f"qualified name {table.sql(dialect=DIALECT)} is not a table")
    if not _is_cte_reference(table) and table.name.lower() not in tables:
        raise UnsafeSQL(f"table {table.name!r} is not available")


def _check_column(column: exp.Column, columns: dict[str, set[str]], defined: set[str]) -> None:
    """An allowed column of its table, or a name the query defines (alias, CTE column).

    Coarse on purpose: the sandbox copies in only the allowed columns, so DuckDB enforces it exactly.
    """
    if column.catalog or (column.db and column.db.lower() != "main"):
        raise UnsafeSQL(f"qualified column {column.sql(dialect=DIALECT)} is not allowed")
    if isinstance(column.this, exp.Star):
        return
    name, owner = column.name.lower(), column.table.lower()
    if owner in columns and owner not in defined:
        if name not in columns[owner]:
            raise UnsafeSQL(f"column {column.name!r} of {column.table!r} is not available")
        return
    if name not in set().union(*columns.values()) and name not in defined:
        raise UnsafeSQL(f"column {column.name!r} is not available")


def _defined_names(tree: exp.Expression) -> set[str]:
    """Names the query defines itself: aliases, CTE and derived-table columns."""
    names: set[str] = set()
    for node in tree.walk():
        if isinstance(node, exp.Alias):
            names.add(node.alias.lower())
        elif isinstance(node, exp.TableAlias):
            names.add(node.name.lower())
            names.update(c.name.lower() for c in node.columns)
    return names


def _is_cte_reference(table: exp.Table) -> bool:
    """Whether ``table`` names a CTE visible at its position (earlier siblings or enclosing)."""
    name = table.name.lower()
    child: exp.Expression = table
    parent = table.parent
    while parent is not None:
        if isinstance(parent, exp.With):
            ctes = parent.expressions
            index = next((i for i, c in enumerate(ctes) if c is child), len(ctes))
            if any(c.alias_or_name.lower() == name for c in ctes[:index]):
                return True
        elif isinstance(parent, _QUERY_ROOTS):
            with_ = parent.args.get("with_") or parent.args.get("with")
            if with_ is not None and with_ is not child and any(
                    c.alias_or_name.lower() == name for c in with_.expressions):
                return True
        child, parent = parent, parent.parent
    return False


# ----------------------------------------------------------------------------- limit
def _clamp_limit(tree: exp.Expression, limit: int) -> None:
    """Keep a plain LIMIT n with n <= limit; anything else (none, larger, an expression, a percent)
    becomes LIMIT limit."""
    current = tree.args.get("limit")
    value = current.expression if isinstance(current, exp.Limit) else None
    if (isinstance(value, exp.Literal) and value.is_int and not current.args.get("limit_options")
            and 0 <= int(value.this) <= limit):
        return
    tree.set("limit", exp.Limit(expression=exp.Literal.number(limit)))


def _describe(node: exp.Expression) -> str:
    if isinstance(node, (exp.Column, exp.Identifier)):
        return f"a bare name ({node.sql(dialect=DIALECT)})"
    if isinstance(node, exp.Command):
        return f"{str(node.this).upper()} statement"
    if isinstance(node, exp.Anonymous):
        return f"{node.name.lower()}()"
    if isinstance(node, exp.Func):
        return f"{node.sql_name().lower()}()"
    return type(node).__name__.upper()
