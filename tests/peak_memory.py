"""Running the command line in a child process and measuring its peak memory, for the
tests of inputs that must be refused cheaply.

The command runs under a small wrapper process, so ``RUSAGE_CHILDREN`` there covers that
one command only (in the test process it would hold the largest child of the whole run).
The wrapper also caps the address space: the old behaviour (reading ``/dev/zero`` to the
end, say) fails fast instead of filling the machine's memory.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

#: What a refused input may cost, at most (the issue's figure).
LIMIT_MB = 300

_WRAPPER = r"""
import json, resource, subprocess, sys
cap = int(sys.argv[1]) * 2**20
resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
try:
    done = subprocess.run(sys.argv[3:], capture_output=True, text=True,
                          timeout=float(sys.argv[2]))
    code, out, err = done.returncode, done.stdout, done.stderr
except subprocess.TimeoutExpired as exc:
    code, out, err = "timeout", str(exc.stdout or ""), str(exc.stderr or "")
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(json.dumps({"code": code, "out": out, "err": err, "peak_mb": peak}))
"""


@dataclass(frozen=True)
class Run:
    code: int | str  # "timeout" when it did not finish in time
    out: str
    err: str
    peak_mb: float


def run_cli(db: Path, *args: str, timeout: float = 60, address_space_mb: int = 3072,
            stdin: IO[bytes] | None = None) -> Run:
    """``deckbuilder --db DB ARGS…`` in a child process, with its peak resident memory;
    ``stdin``: what the command reads as standard input (else nothing)."""
    done = subprocess.run([sys.executable, "-c", _WRAPPER, str(address_space_mb),
                           str(timeout), sys.executable, "-m", "deckbuilder", "--db", str(db),
                           *args], capture_output=True, text=True, timeout=timeout + 30,
                          stdin=stdin if stdin is not None else subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    return Run(result["code"], result["out"], result["err"], result["peak_mb"])
