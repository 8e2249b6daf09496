"""Benchmarks: ``python -m bench NAME``. Never part of the test run."""
