"""The API's first questions wait for no one-time load (issue 12): the service loads what every
question reads (each language's word frequencies, the data files) before the server listens, so the
first clients of a fresh server are not queued behind those loads. Run in a fresh process, as a
server starts, since other tests of this process may have loaded them already."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tabsql.catalog import Catalog
from tabsql.query_router.lexicon import LANGUAGES

PROBE = """
import sys, wordfreq
from tabsql.api.service import Service
from tabsql.query_router.readers import measures
service = Service(sys.argv[1])
try:
    print(wordfreq.get_frequency_dict.cache_info().currsize, measures.definitions.cache_info().currsize)
finally:
    service.close()
"""


def test_the_service_loads_what_questions_read_before_it_serves(tmp_path: Path) -> None:
    db = tmp_path / "c.duckdb"
    Catalog(db).close()
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", PROBE, str(db)], capture_output=True, text=True, cwd=root,
                         timeout=300, check=True).stdout.split()
    frequencies, definitions = int(out[-2]), int(out[-1])
    assert frequencies >= len(LANGUAGES)  # every language a question may be written in
    assert definitions == 1
