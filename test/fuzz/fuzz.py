#!/usr/bin/env python3
"""Mutation fuzzer for tile-opt and tile-translate.

Takes every .mlir file under test/ and examples/ (split at `// -----`, in
custom and in generic form), plus generated kernels and a few pathological
inputs, mutates them in ways that mean something to MLIR text (token swaps,
deleted or duplicated lines, changed integers, shapes, element types, op
names, attributes, targets) and runs each mutant through tile-translate or
tile-opt with a random but meaningful command line (targets, PTX versions,
-O levels, -g/--lineinfo, --emit, --dot-kind, tile pass lists).

A run is a *crash* when the tool dies by a signal, exits with status >= 2
(errors are status 1), or prints 'LLVM ERROR', 'Cannot select',
'UNREACHABLE', 'PLEASE submit a bug report', an assertion failure or a
sanitizer report. A run that outlives --timeout is a *hang*, reported on its
own; it counts as a failure only when the limit is at least 20 s and the
input is small (< 64 KiB).

The run is deterministic for a given --seed and --count: input i is built
from its own random stream (seed, i), so --only i regenerates it alone.

  fuzz.py --count 500 --seed 1 --jobs 2            # the short (lit) run
  fuzz.py --count 20000 --seed 7 --jobs 2 --big    # the long run

Prints `fuzz: N inputs, C crashes, H hangs (...)`, then, for every crash, its
command and the saved reproducer (under --out, default a fresh temp dir).
Exits 1 when there are crashes or failing hangs.

This file is the command line and the runner (cases, command lines,
classification, minimization); fuzz_inputs.py makes the inputs (the seeds
from the tree, generated kernels, pathological inputs) and fuzz_mutate.py
the MLIR vocabulary and the mutators.
"""

import argparse
import concurrent.futures
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from fuzz_inputs import gen_kernel, gen_scaled_kernel, load_seeds, special_inputs
from fuzz_mutate import (BOGUS_DOT_KINDS, BOGUS_PTX, BOGUS_TARGETS, DOT_KINDS, EMITS,
                         FALLBACK_TARGETS, HOT_TARGETS, mutate, VALID_PTX)

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

SMALL_INPUT = 64 * 1024
HANG_FAILURE_S = 20.0

CRASH_PATTERNS = [
    ("LLVM ERROR", re.compile(r"LLVM ERROR:?\s*(.*)")),
    ("Cannot select", re.compile(r"(Cannot select.*)")),
    ("UNREACHABLE", re.compile(r"(UNREACHABLE.*)")),
    ("PLEASE submit a bug report", re.compile(r"(PLEASE submit a bug report)")),
    ("Assertion", re.compile(r"(Assertion .* failed)")),
    ("AddressSanitizer", re.compile(r"ERROR: AddressSanitizer: (\S+)")),
    ("LeakSanitizer", re.compile(r"ERROR: LeakSanitizer: (.*)")),
    ("UndefinedBehaviorSanitizer", re.compile(r"(runtime error: .*)")),
    ("UndefinedBehaviorSanitizer", re.compile(r"UndefinedBehaviorSanitizer: (.*)")),
    ("Stack dump", re.compile(r"(Stack dump:)")),
    ("terminate", re.compile(r"(terminate called .*)")),
]


# ----------------------------------------------------------------------------
# Command lines
# ----------------------------------------------------------------------------

def pick_target(rng, ctx):
    named = ctx.get("named_target")
    if named and rng.random() < 0.7:
        return named
    r = rng.random()
    if r < 0.55:
        return rng.choice(HOT_TARGETS)
    if r < 0.85:
        return rng.choice(ctx["targets"])
    if r < 0.92:
        t = rng.choice(ctx["targets"]).rstrip("af")
        return t + rng.choice(["a", "f", "af", "b", ""])
    return rng.choice(BOGUS_TARGETS)


def pick_ptx(rng):
    return rng.choice(VALID_PTX) if rng.random() < 0.75 else rng.choice(BOGUS_PTX)


def pick_dot_kind(rng):
    return rng.choice(DOT_KINDS) if rng.random() < 0.85 else rng.choice(BOGUS_DOT_KINDS)


def sane_translate_args(rng, ctx):
    """A command line that is valid on its own, so that the input decides."""
    target = ctx.get("named_target") or rng.choice(HOT_TARGETS)
    args = ["--gpu-name=" + target]
    r = rng.random()
    if r < 0.15:
        args += ["-g", "-O0"]
    elif r < 0.5:
        args.append("-O%d" % rng.choice([0, 1, 2, 3]))
    if rng.random() < 0.15:
        args.append("--lineinfo")
    if rng.random() < 0.4:
        args.append("--emit=" + rng.choice(EMITS))
    if rng.random() < 0.1:
        args.append("--dot-kind=" + rng.choice(DOT_KINDS[:4]))
    if rng.random() < 0.1:
        args.append("--ptx-version=" + rng.choice(["8.7", "8.8", "9.0"]))
    rng.shuffle(args)
    return args + ["-o", os.devnull], rng.random() < 0.1


def translate_args(rng, ctx):
    if rng.random() < 0.5:
        return sane_translate_args(rng, ctx)
    args = []
    r = rng.random()
    if r < 0.01:
        return ["--list-targets"], False
    if r < 0.03:
        return ["--gpu-name=" + pick_target(rng, ctx), "--print-target-info"], False
    if rng.random() < 0.97:
        args.append("--gpu-name=" + pick_target(rng, ctx))
    if rng.random() < 0.25:
        args.append("--ptx-version=" + pick_ptx(rng))
    debug = rng.random() < 0.15
    if debug:
        args.append("-g")
    r = rng.random()
    if debug and r < 0.85:
        args.append("-O0")
    elif r < 0.5:
        args.append("-O%d" % rng.choice([0, 1, 2, 3, 3]))
    elif r < 0.53:
        args.append("-O" + rng.choice(["4", "99", "4294967296", "-1", "", "x"]))
    if rng.random() < 0.15:
        args.append("--lineinfo")
    r = rng.random()
    if r < 0.45:
        args.append("--emit=" + rng.choice(EMITS))
    elif r < 0.47:
        args.append("--emit=" + rng.choice(["cubin", "", "PTX", "asm"]))
    if rng.random() < 0.2:
        args.append("--dot-kind=" + pick_dot_kind(rng))
    if rng.random() < 0.05:
        args.append("--mlir-timing")
    if rng.random() < 0.05:
        args.append("--mlir-disable-threading")
    if rng.random() < 0.02:
        args.append("--mlir-print-ir-after-all")
    rng.shuffle(args)
    r = rng.random()
    use_stdin = r < 0.1
    if r < 0.85:
        args += ["-o", os.devnull]
    elif r < 0.95:
        args += ["-o", "-"]
    else:
        args += ["-o", "/nonexistent-dir/sub/out.ptx"]
    return args, use_stdin


def opt_args(rng, ctx):
    passes = []
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4, 5])):
        r = rng.random()
        if r < 0.2:
            passes.append("--tile-set-target=gpu-name=" + pick_target(rng, ctx))
        elif r < 0.35:
            passes.append("--tile-lower-dot" if rng.random() < 0.5 else
                          "--tile-lower-dot=dot-kind=" + pick_dot_kind(rng))
        elif r < 0.55:
            # Mostly laid out first, as the lowering needs; else refused.
            if rng.random() < 0.8:
                passes.append("--tile-assign-layouts")
            passes.append("--convert-tile-to-llvm")
        elif r < 0.7:
            opts = []
            if rng.random() < 0.5:
                opts.append("ptx-version=" + pick_ptx(rng))
            if rng.random() < 0.3:
                opts.append("O=%d" % rng.choice([0, 1, 2, 3, 7]))
            passes.append("--tile-attach-nvvm-target" +
                          ("=" + " ".join(opts) if opts else ""))
        elif r < 0.92:
            opts = []
            if rng.random() < 0.3:
                opts.append("ptx-version=" + pick_ptx(rng))
            if rng.random() < 0.3:
                opts.append("O=%d" % rng.choice([0, 1, 2, 3]))
            if rng.random() < 0.3:
                opts.append("dot-kind=" + pick_dot_kind(rng))
            passes.append("--tile-to-nvvm" + ("=" + " ".join(opts) if opts else ""))
        else:
            passes.append(rng.choice(["--canonicalize", "--cse",
                                      "--convert-scf-to-cf", "--symbol-dce"]))
    # Usually set a target first, like tile-translate does.
    if passes and rng.random() < 0.6 and not passes[0].startswith("--tile-set-target"):
        passes.insert(0, "--tile-set-target=gpu-name=" + pick_target(rng, ctx))
    args = list(passes)
    if rng.random() < 0.1:
        args.append("--mlir-print-op-generic")
    if rng.random() < 0.05:
        args.append("--mlir-print-debuginfo")
    if rng.random() < 0.05:
        args.append("--mlir-disable-threading")
    if rng.random() < 0.03:
        args.append("--mlir-timing")
    if rng.random() < 0.1:
        args.append("--split-input-file")
    if rng.random() < 0.05:
        args.append("--verify-diagnostics")
    use_stdin = rng.random() < 0.1
    args += ["-o", os.devnull]
    return args, use_stdin


# ----------------------------------------------------------------------------
# Inputs
# ----------------------------------------------------------------------------

class Case(object):
    __slots__ = ("index", "origin", "mutations", "data", "tool", "args",
                 "stdin")


def make_case(seed, index, ctx):
    rng = random.Random("%s:%d" % (seed, index))
    case = Case()
    case.index = index
    specials = ctx["specials"]
    if index < len(specials):
        case.origin, text = specials[index]
        case.mutations = []
    else:
        r = rng.random()
        if r < 0.22:
            case.origin, text = "generated", gen_kernel(rng)
        elif r < 0.3:
            case.origin, text = "generated", gen_scaled_kernel(rng)
        else:
            case.origin, text = rng.choice(ctx["seeds"])
        r = rng.random()
        if r < 0.12:
            case.mutations = []          # flags only
        else:
            text, case.mutations = mutate(rng, text, ctx, semantic=r < 0.65)
    case.data = text.encode("utf-8", "surrogateescape")
    # A module that names its target mostly gets compiled for that target
    # (another one is an error before any pass runs).
    m = re.search(r"tile\.compute_capability = (\d+) : i32(?:, "
                  r"tile\.target_spec = \"([af]?)\")?", text)
    ctx = dict(ctx, named_target="sm_%s%s" % (m.group(1), m.group(2) or "")
               if m else None)
    if rng.random() < 0.6:
        case.tool = "tile-translate"
        case.args, case.stdin = translate_args(rng, ctx)
    else:
        case.tool = "tile-opt"
        case.args, case.stdin = opt_args(rng, ctx)
        if "--split-input-file" in case.args:
            # Chunks of which some may trip tile-opt's pre-parse guard: the
            # others still run, at their lines in the whole file.
            lines = text.split("\n")
            for _ in range(rng.randint(1, 3)):
                lines.insert(rng.randint(0, len(lines)), "// -----")
            case.data = "\n".join(lines).encode("utf-8", "surrogateescape")
    return case


# ----------------------------------------------------------------------------
# Running
# ----------------------------------------------------------------------------

class Result(object):
    __slots__ = ("case", "kind", "signature", "rc", "seconds", "stderr_tail",
                 "command")


def classify(rc, stderr):
    """Returns (kind, signature): kind is None or 'crash'. tile-opt runs
    tile's pre-parse guard as tile-translate does, so no crash is excused
    (before it did, MLIR 22's parser crashes counted as 'known' there)."""
    return classify_crash(rc, stderr)


def classify_crash(rc, stderr):
    for name, rx in CRASH_PATTERNS:
        m = rx.search(stderr)
        if m:
            detail = m.group(1).strip() if m.groups() else ""
            return "crash", (name + ": " + detail)[:200]
    if rc < 0:
        return "crash", "signal %d" % -rc
    if rc >= 128:
        return "crash", "exit %d (signal %d?)" % (rc, rc - 128)
    if rc not in (0, 1):
        return "crash", "exit status %d" % rc
    return None, None


def set_limits(pid, mem_mb):
    """Caps the child's address space and disables core dumps. Done with
    prlimit() after the fork rather than in preexec_fn, which is unsafe with
    the thread pool; the child has only just started by then."""
    try:
        import resource
        if mem_mb:
            b = mem_mb << 20
            resource.prlimit(pid, resource.RLIMIT_AS, (b, b))
        resource.prlimit(pid, resource.RLIMIT_CORE, (0, 0))
    except (ImportError, AttributeError, OSError, ValueError):
        pass


def shell_command(tool_path, args, input_path, stdin):
    cmd = [tool_path] + args
    if stdin:
        return " ".join(shlex.quote(c) for c in cmd + ["-"]) + " < " + \
            shlex.quote(input_path)
    return " ".join(shlex.quote(c) for c in cmd + [input_path])


def run_case(case, opts, tools, workdir):
    path = os.path.join(workdir, "in-%06d.mlir" % case.index)
    with open(path, "wb") as fh:
        fh.write(case.data)
    tool_path = tools[case.tool]
    cmd = [tool_path] + case.args + (["-"] if case.stdin else [path])
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "abort_on_error=0")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1")
    env["LLVM_DISABLE_SYMBOLIZATION"] = "1"
    res = Result()
    res.case = case
    res.command = shell_command(tool_path, case.args, path, case.stdin)
    start = time.monotonic()
    try:
        stdin = open(path, "rb") if case.stdin else subprocess.DEVNULL
        p = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, env=env,
                             start_new_session=True)
        if stdin is not subprocess.DEVNULL:
            stdin.close()
        set_limits(p.pid, opts.mem_limit_mb)
        try:
            _, err = p.communicate(timeout=opts.timeout)
            res.rc = p.returncode
        except subprocess.TimeoutExpired:
            try:
                os.killpg(p.pid, 9)
            except OSError:
                p.kill()
            _, err = p.communicate()
            res.rc = None
    finally:
        res.seconds = time.monotonic() - start
    text = err.decode("utf-8", "replace")
    res.stderr_tail = text[-8000:]
    if res.rc is None:
        res.kind, res.signature = "hang", "timeout after %.0f s" % opts.timeout
    else:
        res.kind, res.signature = classify(res.rc, text)
        if res.kind is None and res.rc == 1:
            m = re.search(r"error: (.*)", text) or re.search(r"(?m)^(\S.*)$", text)
            res.signature = m.group(1)[:160] if m else "(no diagnostic)"
    if res.kind is None:
        os.unlink(path)
    return res


def still_crashes(data, case, opts, tools, workdir, signature):
    """For the minimizer: does `data` reproduce `signature`?"""
    probe = Case()
    probe.index = 999999
    probe.origin, probe.mutations = case.origin, case.mutations
    probe.data, probe.tool, probe.args, probe.stdin = data, case.tool, case.args, case.stdin
    r = run_case(probe, opts, tools, workdir)
    try:
        os.unlink(os.path.join(workdir, "in-999999.mlir"))
    except OSError:
        pass
    return r.kind == "crash" and r.signature.split(":")[0] == signature.split(":")[0]


def minimize(case, opts, tools, workdir, signature, budget_s=120):
    """Line-wise delta debugging, then token-wise on what is left."""
    deadline = time.monotonic() + budget_s
    lines = case.data.split(b"\n")
    n = 2
    while len(lines) >= 2 and time.monotonic() < deadline:
        chunk = max(1, len(lines) // n)
        reduced = False
        for i in range(0, len(lines), chunk):
            cand = lines[:i] + lines[i + chunk:]
            if cand and still_crashes(b"\n".join(cand), case, opts, tools,
                                      workdir, signature):
                lines = cand
                n = max(n - 1, 2)
                reduced = True
                break
            if time.monotonic() > deadline:
                break
        if not reduced:
            if chunk == 1:
                break
            n = min(len(lines), n * 2)
    return b"\n".join(lines)


def find_tools(opts):
    tools = {}
    for name in ("tile-opt", "tile-translate"):
        cands = []
        if opts.bin_dir:
            cands.append(os.path.join(opts.bin_dir, name))
        cands.append(os.path.join(DEFAULT_ROOT, "build", "bin", name))
        found = shutil.which(name)
        if found:
            cands.append(found)
        for c in cands:
            if os.path.isfile(c) and os.access(c, os.X_OK):
                tools[name] = os.path.abspath(c)
                break
        else:
            sys.exit("fuzz.py: cannot find %s (use --bin-dir)" % name)
    return tools


def is_sanitized(path):
    try:
        with open(path, "rb") as fh:
            return b"__asan_init" in fh.read()
    except OSError:
        return False


def list_targets(tile_translate):
    try:
        out = subprocess.run([tile_translate, "--list-targets"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             timeout=30).stdout.decode()
    except (OSError, subprocess.TimeoutExpired):
        return FALLBACK_TARGETS
    names = re.findall(r"(?m)^(sm_\w+)\s", out)
    return names or FALLBACK_TARGETS


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=500, help="inputs to run")
    ap.add_argument("--seed", default="1", help="random seed (any string)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel tool runs")
    ap.add_argument("--timeout", type=float, default=HANG_FAILURE_S,
                    help="seconds per tool run (default 20); longer is a hang")
    ap.add_argument("--mem-limit-mb", type=int, default=None,
                    help="address-space limit per run (default 4096; off "
                         "for sanitizer builds)")
    ap.add_argument("--bin-dir", help="directory with tile-opt and tile-translate")
    ap.add_argument("--root", default=DEFAULT_ROOT,
                    help="source tree with test/ and examples/")
    ap.add_argument("--out", help="directory for reproducers (default: a new "
                                  "temp dir)")
    ap.add_argument("--big", action="store_true",
                    help="also run the 10 MB and 100000-deep inputs")
    ap.add_argument("--only", type=int, action="append",
                    help="run only input I (repeatable)")
    ap.add_argument("--skip", type=int, default=0,
                    help="start at input K: a long run in batches, e.g. "
                         "--count 2500 --skip 2500 is inputs 2500-4999")
    ap.add_argument("--minimize", action="store_true",
                    help="delta-debug each distinct crash (saved as .min.mlir)")
    ap.add_argument("--stats", action="store_true",
                    help="print the most frequent diagnostics and outcomes")
    ap.add_argument("--verbose", "-v", action="store_true")
    opts = ap.parse_args()

    tools = find_tools(opts)
    if opts.mem_limit_mb is None:
        opts.mem_limit_mb = 0 if is_sanitized(tools["tile-translate"]) else 4096
    ctx = {
        "targets": list_targets(tools["tile-translate"]),
        "seeds": load_seeds(opts.root, tools["tile-opt"]),
        "specials": special_inputs(opts.big),
    }
    if not ctx["seeds"]:
        sys.exit("fuzz.py: no seed .mlir files under %s" % opts.root)
    out_dir = opts.out or tempfile.mkdtemp(prefix="tile-fuzz-")
    os.makedirs(out_dir, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="work-", dir=out_dir)

    indices = opts.only or list(range(opts.skip, opts.skip + opts.count))
    cases = [make_case(opts.seed, i, ctx) for i in indices]
    t0 = time.monotonic()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
        futs = [ex.submit(run_case, c, opts, tools, workdir) for c in cases]
        step = max(1, len(futs) // 10)
        for k, f in enumerate(futs):
            results.append(f.result())
            if opts.verbose or (k + 1) % step == 0:
                sys.stderr.write("fuzz: %d/%d (%.0f s)\n"
                                 % (k + 1, len(futs), time.monotonic() - t0))
    elapsed = time.monotonic() - t0

    crashes = [r for r in results if r.kind == "crash"]
    hangs = [r for r in results if r.kind == "hang"]
    failing_hangs = [r for r in hangs if opts.timeout >= HANG_FAILURE_S
                     and len(r.case.data) < SMALL_INPUT]
    ok = sum(1 for r in results if r.kind is None and r.rc == 0)
    rejected = [r for r in results if r.kind is None and r.rc == 1]
    slowest = sorted(results, key=lambda r: -r.seconds)[:5]

    print("fuzz: %d inputs, %d crashes, %d hangs (%d failing: > %.0f s on an "
          "input < 64 KiB), seed %s, %.0f s"
          % (len(results), len(crashes), len(hangs), len(failing_hangs),
             HANG_FAILURE_S, opts.seed, elapsed))
    print("fuzz: %d ran clean, %d rejected with a diagnostic (%d without one)"
          % (ok, len(rejected),
             sum(1 for r in rejected if r.signature == "(no diagnostic)")))
    if opts.stats:
        def norm(sig):
            return re.sub(r"'[^']*'|\"[^\"]*\"|-?\d+", "_", sig or "")
        counts = {}
        for r in rejected:
            counts[norm(r.signature)] = counts.get(norm(r.signature), 0) + 1
        for sig, n in sorted(counts.items(), key=lambda kv: -kv[1])[:40]:
            print("  %5d  %s" % (n, sig))
        by_tool = {}
        for r in results:
            key = (r.case.tool, "ok" if r.kind is None and r.rc == 0 else
                   (r.kind or "rejected"))
            by_tool[key] = by_tool.get(key, 0) + 1
        print("  " + ", ".join("%s %s: %d" % (t, k, n)
                               for (t, k), n in sorted(by_tool.items())))
    print("fuzz: slowest: " + ", ".join(
        "#%d %.1f s" % (r.case.index, r.seconds) for r in slowest))

    by_sig = {}
    for r in crashes + hangs:
        by_sig.setdefault((r.kind, r.signature), []).append(r)
    for (kind, sig), rs in sorted(by_sig.items()):
        print("%s: %s (%d input%s)" % (kind.upper(), sig, len(rs),
                                        "" if len(rs) == 1 else "s"))
        shown = 100 if opts.verbose else 3
        for r in rs[:shown]:
            c = r.case
            base = os.path.join(out_dir, "%s-%06d" % (kind, c.index))
            repro = base + ".mlir"
            with open(repro, "wb") as fh:
                fh.write(c.data)
            cmd = shell_command(tools[c.tool], c.args, repro, c.stdin)
            with open(base + ".sh", "w") as fh:
                fh.write("#!/bin/sh\n# input %d of seed %s: %s, mutations %s\n"
                         "# %s\n%s\n" % (c.index, opts.seed, c.origin,
                                         ",".join(c.mutations) or "none",
                                         sig, cmd))
            with open(base + ".stderr", "w") as fh:
                fh.write(r.stderr_tail)
            print("  input %d (%s; %s): %s" % (c.index, c.origin,
                                               ",".join(c.mutations) or "flags only",
                                               cmd))
            print("  reproducer: %s" % repro)
        if opts.minimize and kind == "crash":
            small = minimize(rs[0].case, opts, tools, workdir, sig)
            mpath = os.path.join(out_dir, "crash-%06d.min.mlir" % rs[0].case.index)
            with open(mpath, "wb") as fh:
                fh.write(small)
            print("  minimized (%d bytes): %s" % (len(small), mpath))
    if not by_sig:
        shutil.rmtree(workdir, ignore_errors=True)
        if not opts.out:
            shutil.rmtree(out_dir, ignore_errors=True)
    else:
        print("fuzz: reproducers in %s" % out_dir)
    return 1 if crashes or failing_hangs else 0


if __name__ == "__main__":
    sys.exit(main())
