"""tabsql: answers questions about the numbers in PDF tables, with citations."""
from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("tabsql")  # the installed package's metadata (pyproject.toml)
except PackageNotFoundError:  # run from a source tree that was never installed
    __version__ = "0+unknown"
