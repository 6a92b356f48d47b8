"""Default and extended runs of the long tests (whole-benchmark emulation,
random schedules, fuzzing).

By default such a test checks a deterministic sample of its kernels,
programs or configurations, chosen by `sample` so that every kind it names
(a family: mma.sync, wgmma, tcgen05; a target; a variant class) still
occurs; the sample is printed, so that pytest shows it with a failure.
`pytest --extended` (test/python/conftest.py) or TILE_TEST_EXTENDED=1 (as
`TILE_TEST_EXTENDED=1 scripts/test`) runs everything, as the tests did
before they sampled.
"""

import os

ENV = "TILE_TEST_EXTENDED"


def extended():
    """Whether this run checks everything (--extended or TILE_TEST_EXTENDED=1)."""
    return os.environ.get(ENV, "") not in ("", "0")


def sample(items, every=2, kinds=(), keep=(), name=None, label=str):
    """`items` in extended mode; otherwise every `every`-th item (the first,
    the (every+1)-th, ...), plus, in their order, the first item of each
    kind not yet in the sample (`kinds`: functions of an item, each kind one
    of their values) and the items `keep` says to keep (a predicate). The
    result keeps the order of `items` and is printed (with `name`)."""
    items = list(items)
    if extended():
        chosen = items
    else:
        picked = [i % every == 0 or bool(keep and keep(x)) for i, x in enumerate(items)]
        for kind in kinds:
            seen = {kind(x) for x, p in zip(items, picked) if p}
            for i, x in enumerate(items):
                if kind(x) not in seen:
                    seen.add(kind(x))
                    picked[i] = True
        chosen = [x for x, p in zip(items, picked) if p]
    what = f"{name}: " if name else ""
    mode = "extended: all" if extended() else \
        f"sample ({ENV}=1 or --extended for all {len(items)})"
    print(f"{what}{mode}: {len(chosen)} of {len(items)}: "
          f"{', '.join(label(x) for x in chosen)}", flush=True)
    return chosen
