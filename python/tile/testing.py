"""Triton's ``triton.testing`` helpers that benchmarks call:
``tile.testing.do_bench(fn, warmup=25, rep=100)`` -> milliseconds (the
timer ``tile.autotune`` uses; see :func:`tile.autotune.do_bench`)."""

from .autotune import do_bench

__all__ = ["do_bench"]
