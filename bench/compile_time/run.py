#!/usr/bin/env python3
"""Compile time of tile-translate against the bare MLIR/LLVM chain.

For every example kernel (examples/*.mlir) and target, measured in the same
run, the median wall time of

  tile   tile-translate --gpu-name=T K.mlir -o K.ptx
         (parse, tile passes, upstream conversions, LLVM IR, -O3, NVPTX)
  bare   mlir-translate --mlir-to-llvmir B.mlir | opt -O3 | llc -O3 --opt-disable=slsr
             -mcpu=T -mattr=+ptxNN        (LLVM 22's own tools, one pipeline)
         where B.mlir is the body of the gpu.module that
         `tile-translate --emit=mlir` prints (the already-lowered LLVM
         dialect), as a module of its own

and their ratio tile / bare; then the bare chain stage by stage, tile's
phases (--emit=mlir / --emit=llvm / PTX) and the cost of every pass from
`tile-translate --mlir-timing`; then kernels generated with 1x, 4x, 16x and
64x copies of a load/add/store chain, to show how both grow with kernel
size. Also checks that the two PTX files agree once comments are dropped.

  python3 bench/compile_time/run.py                  # print the tables
  python3 bench/compile_time/run.py --out            # + bench/results/compile_time-<host>-<date>.json
  python3 bench/compile_time/run.py --quick          # 3 repetitions, fewer targets

A report, never a test: nothing is asserted, timings depend on the machine
and its load (printed with the results).
"""

import argparse
import datetime
import json
import math
import os
import platform
import re
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
LLVM_BIN = "/usr/lib/llvm-22/bin"
TRIPLE = "nvptx64-nvidia-cuda"
DEFAULT_TARGETS = ["sm_80", "sm_90a", "sm_100f", "sm_120a"]
NO_VECTORIZERS = ["-vectorize-loops=false", "-vectorize-slp=false"]


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          **kw)


def children_cpu():
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def timed(fn, reps, warmup, cpu=None):
    """Median and all samples of the wall time (ms) of fn(), after `warmup`
    discarded runs; with a `cpu` list, also appends the median CPU time
    (user + sys of the child processes, ms), which load on a shared machine
    disturbs less than the wall time."""
    for _ in range(warmup):
        fn()
    samples, cpus = [], []
    for _ in range(reps):
        c0 = children_cpu()
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000.0)
        cpus.append((children_cpu() - c0) * 1000.0)
    if cpu is not None:
        cpu.append(statistics.median(cpus))
    return statistics.median(samples), samples


def check(p, what):
    if p.returncode != 0:
        err = p.stderr.decode(errors="replace")
        m = re.search(r"error: (.*)", err)
        raise RuntimeError("%s failed: %s" % (
            what, (m.group(1) if m else err.strip())[:300]))
    return p


def gpu_module_body(lowered, attrs=None):
    """The gpu.module's body from `tile-translate --emit=mlir`, as a
    top-level module (with `attrs`) that mlir-translate accepts; attribute
    aliases printed before the module are kept."""
    lines = lowered.split("\n")
    start = next(i for i, l in enumerate(lines) if l.lstrip().startswith("gpu.module @"))
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = next(i for i in range(start + 1, len(lines))
               if lines[i] == " " * indent + "}")
    first = next(i for i, l in enumerate(lines) if l.startswith("module"))
    head = "module attributes {%s} {" % attrs if attrs else "module {"
    return "\n".join(lines[:first] + [head] + lines[start + 1:end] + ["}"]) + "\n"


def ptx_feature(lowered):
    m = re.search(r'features = "(\+ptx\d+)"', lowered)
    return m.group(1) if m else None


def strip_comments(ptx):
    out = []
    for line in ptx.split("\n"):
        line = line.split("//")[0].rstrip()
        if line:
            out.append(line)
    return out


class Bench(object):
    def __init__(self, opts):
        self.opts = opts
        self.tt = os.path.join(opts.build_dir, "bin", "tile-translate")
        self.llvm = {t: os.path.join(opts.llvm_bin, t)
                     for t in ("mlir-translate", "opt", "llc")}
        for p in [self.tt] + list(self.llvm.values()):
            if not os.access(p, os.X_OK):
                sys.exit("run.py: %s not found (see --build-dir / --llvm-bin)" % p)
        self.tmp = tempfile.mkdtemp(prefix="tile-ctime-")

    def reps(self):
        return self.opts.reps

    def tile_cmd(self, target, kernel, extra=(), out=None):
        return [self.tt, "--gpu-name=" + target] + list(extra) + [
            kernel, "-o", out or os.devnull]

    def bare_cmds(self, target, feature, body, opt_extra=()):
        tm = ["-mtriple=" + TRIPLE, "-mcpu=" + target, "-mattr=" + feature]
        return ([self.llvm["mlir-translate"], "--mlir-to-llvmir", body],
                [self.llvm["opt"], "-O3"] + list(opt_extra) + tm,
                # tile skips NVPTX's straight-line strength reduction
                # (lib/Target/PTXEmitter.cpp); llc does the same work.
                [self.llvm["llc"], "-O3", "--opt-disable=slsr"] + tm)

    def run_bare(self, cmds, out=None):
        """The three tools as one shell-style pipeline; the time is until
        llc exits (what `a | b | c` costs)."""
        p1 = subprocess.Popen(cmds[0], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        p2 = subprocess.Popen(cmds[1], stdin=p1.stdout, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE)
        p1.stdout.close()
        p3 = subprocess.Popen(cmds[2] + ["-o", out or os.devnull], stdin=p2.stdout,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        p2.stdout.close()
        err3 = p3.communicate()[1]
        err2 = p2.communicate()[1]
        err1 = p1.communicate()[1]
        for p, err, name in ((p1, err1, "mlir-translate"), (p2, err2, "opt"),
                             (p3, err3, "llc")):
            if p.returncode != 0:
                raise RuntimeError("%s failed: %s" % (name, err.decode()[:400]))

    def prepare(self, target, kernel, tag):
        """Lowered MLIR and the bare chain's input for one kernel/target."""
        p = run(self.tile_cmd(target, kernel, ["--emit=mlir"], "-"))
        check(p, "tile-translate --emit=mlir")
        lowered = p.stdout.decode()
        # tile sets the NVPTX data layout on its llvm::Module before -O3;
        # give mlir-translate's module the same one (opt does not add it).
        p = check(run(self.tile_cmd(target, kernel, ["--emit=llvm", "-O0"], "-")),
                  "tile-translate --emit=llvm")
        m = re.search(r'^target datalayout = "([^"]*)"', p.stdout.decode(), re.M)
        attrs = 'llvm.target_triple = "%s"' % TRIPLE
        if m:
            attrs = 'llvm.data_layout = "%s", %s' % (m.group(1), attrs)
        body = os.path.join(self.tmp, tag + ".body.mlir")
        with open(body, "w") as fh:
            fh.write(gpu_module_body(lowered, attrs))
        return lowered, body, ptx_feature(lowered)

    def measure_pair(self, target, kernel, tag, detail):
        lowered, body, feature = self.prepare(target, kernel, tag)
        bare = self.bare_cmds(target, feature, body)
        r, w = self.reps(), self.opts.warmup
        row = {"kernel": tag, "target": target, "ptx_feature": feature,
               "input_bytes": os.path.getsize(kernel),
               "lowered_mlir_lines": lowered.count("\n")}
        cpu = []
        row["tile_ms"], row["tile_samples"] = timed(
            lambda: check(run(self.tile_cmd(target, kernel)), "tile-translate"), r, w, cpu)
        row["bare_ms"], row["bare_samples"] = timed(lambda: self.run_bare(bare), r, w, cpu)
        row["tile_cpu_ms"], row["bare_cpu_ms"] = cpu
        row["ratio"] = row["tile_ms"] / row["bare_ms"]
        row["cpu_ratio"] = row["tile_cpu_ms"] / row["bare_cpu_ms"]
        # Same PTX (once comments are dropped: llc prints more of them)?
        # tile's -O3 is PassBuilder's default pipeline with default
        # PipelineTuningOptions, which leave the loop and SLP vectorizers
        # off; `opt -O3` turns them on. So compare with both.
        tp = os.path.join(self.tmp, tag + ".tile.ptx")
        check(run(self.tile_cmd(target, kernel, out=tp)), "tile-translate")
        with open(tp) as fh:
            tile_ptx = strip_comments(fh.read())
        for key, cmds in (("same_ptx", bare),
                          ("same_ptx_without_vectorizers", self.bare_cmds(
                              target, feature, body, NO_VECTORIZERS))):
            bp = os.path.join(self.tmp, tag + ".bare.ptx")
            self.run_bare(cmds, bp)
            with open(bp) as fh:
                row[key] = strip_comments(fh.read()) == tile_ptx
        if not detail:
            return row
        # The bare chain stage by stage (files in between).
        ll, llo = os.path.join(self.tmp, tag + ".ll"), os.path.join(self.tmp, tag + ".opt.ll")
        row["bare_stages_ms"] = {
            "mlir-translate": timed(lambda: check(run(bare[0] + ["-o", ll]), "mlir-translate"), r, w)[0],
            "opt -O3": timed(lambda: check(run(bare[1] + [ll, "-o", llo]), "opt"), r, w)[0],
            "llc -O3": timed(lambda: check(run(bare[2] + [llo, "-o", os.devnull]), "llc"), r, w)[0],
        }
        # tile's own phases, by where it stops.
        row["tile_phases_ms"] = {
            "--emit=mlir (parse + passes + print)": timed(
                lambda: check(run(self.tile_cmd(target, kernel, ["--emit=mlir"])), "emit=mlir"), r, w)[0],
            "--emit=llvm -O0 (+ LLVM IR)": timed(
                lambda: check(run(self.tile_cmd(target, kernel, ["--emit=llvm", "-O0"])), "emit=llvm"), r, w)[0],
            "--emit=llvm (+ -O3)": timed(
                lambda: check(run(self.tile_cmd(target, kernel, ["--emit=llvm"])), "emit=llvm"), r, w)[0],
            "ptx (+ NVPTX codegen)": row["tile_ms"],
        }
        row["passes_ms"] = self.pass_timing(target, kernel)
        return row

    def growth_extras(self, target, kernel, tag, row):
        """For the growth rows: the time of tile's passes (--mlir-timing's
        total without 'Rest' and the emission stages) and of the bare chain's
        opt and llc stages."""
        lowered, body, feature = self.prepare(target, kernel, tag)
        bare = self.bare_cmds(target, feature, body)
        r, w = self.reps(), self.opts.warmup
        passes = self.pass_timing(target, kernel)
        row["tile_passes_ms"] = (passes.get("Total", 0.0) - passes.get("Rest", 0.0)
                                 - sum(v for k, v in passes.items() if is_emission_stage(k)))
        ll, llo = os.path.join(self.tmp, tag + ".ll"), os.path.join(self.tmp, tag + ".opt.bc")
        check(run(bare[0] + ["-o", ll]), "mlir-translate")
        row["opt_ms"] = timed(lambda: check(run(bare[1] + [ll, "-o", llo]), "opt"), r, w)[0]
        row["llc_ms"] = timed(lambda: check(run(bare[2] + [llo, "-o", os.devnull]), "llc"), r, w)[0]
        row["llc_input"] = llo
        row["llc_cmd"] = bare[2]

    def top_llc_passes(self, row, n=3):
        """The most expensive passes of one llc run (-time-passes)."""
        p = check(run(row["llc_cmd"] + [row["llc_input"], "-o", os.devnull,
                                        "-time-passes"]), "llc -time-passes")
        text = p.stderr.decode()
        start = text.find("Pass execution timing report")
        out = []
        for line in text[start:].split("\n"):
            times = re.findall(r"([\d.]+) \(\s*[\d.]+%\)", line)
            name = re.sub(r"^(?:\s*[\d.]+ \(\s*[\d.]+%\))+\s*", "", line).strip()
            if not times or not name:
                continue
            if name == "Total":
                break
            out.append((name, float(times[-1]) * 1000.0))
        return out[:n]

    def startup(self):
        """What starting each tool costs (--version: load the shared
        libraries, register everything, exit)."""
        r, w = self.reps(), self.opts.warmup
        out = {"tile-translate": timed(lambda: run([self.tt, "--version"]), r, w)[0]}
        for name, path in self.llvm.items():
            out[name] = timed(lambda: run([path, "--version"]), r, w)[0]
        return out

    def pass_timing(self, target, kernel):
        """Median wall time of each pass over the repetitions, from
        --mlir-timing (the report goes to stderr)."""
        per = {}
        for _ in range(self.reps()):
            p = check(run(self.tile_cmd(target, kernel, ["--mlir-timing"])), "--mlir-timing")
            for m in re.finditer(r"^\s+([\d.]+) \(\s*[\d.]+%\)\s+(\S.*?)\s*$",
                                 p.stderr.decode(), re.M):
                per.setdefault(m.group(2), []).append(float(m.group(1)) * 1000.0)
        return {name: statistics.median(v) for name, v in per.items()}


def is_emission_stage(name):
    """The --mlir-timing entries of PTX emission (lib/Target/PTXEmitter.cpp),
    not of the pass manager."""
    return name.startswith("LLVM -O") or name in (
        "translate to LLVM IR", "verify LLVM IR", "NVPTX codegen")


def chain_kernel(copies, n=1024):
    """`copies` independent load / add / mul / store chains on n-element
    tiles (8 elements per thread with the default 128 threads)."""
    L = ["module {",
         "  tile.kernel @chain_x%d(%%x: !tile.ptr<f32>, %%y: !tile.ptr<f32>, "
         "%%n: i32, %%s: f32) {" % copies,
         "    %pid = tile.program_id x : i32",
         "    %%cs = arith.constant %d : i32" % (n * copies),
         "    %start = arith.muli %pid, %cs : i32",
         "    %%r = tile.range 0 to %d : tensor<%dxi32>" % (n, n),
         "    %%b = tile.splat %%start : tensor<%dxi32>" % n,
         "    %%base = arith.addi %%b, %%r : tensor<%dxi32>" % n,
         "    %%bound = tile.splat %%n : tensor<%dxi32>" % n,
         "    %%ss = tile.splat %%s : tensor<%dxf32>" % n]
    for k in range(copies):
        L += ["    %%c%d = arith.constant dense<%d> : tensor<%dxi32>" % (k, k * n, n),
              "    %%o%d = arith.addi %%base, %%c%d : tensor<%dxi32>" % (k, k, n),
              "    %%m%d = arith.cmpi slt, %%o%d, %%bound : tensor<%dxi32>" % (k, k, n),
              "    %%v%d = tile.load %%x[%%o%d] mask %%m%d : tensor<%dxi32> -> tensor<%dxf32>"
              % (k, k, k, n, n),
              "    %%a%d = arith.addf %%v%d, %%ss : tensor<%dxf32>" % (k, k, n),
              "    %%p%d = arith.mulf %%a%d, %%v%d : tensor<%dxf32>" % (k, k, k, n),
              "    tile.store %%p%d, %%y[%%o%d] mask %%m%d : tensor<%dxi32>, tensor<%dxf32>"
              % (k, k, k, n, n)]
    L += ["    tile.return", "  }", "}"]
    return "\n".join(L) + "\n"


def host_info(opts):
    info = {"host": socket.gethostname(), "platform": platform.platform(),
            "python": platform.python_version(), "cpus": os.cpu_count(),
            "date": datetime.datetime.now().isoformat(timespec="seconds")}
    try:
        with open("/proc/cpuinfo") as fh:
            m = re.search(r"model name\s*:\s*(.*)", fh.read())
            info["cpu"] = m.group(1) if m else None
    except OSError:
        pass
    try:
        info["loadavg_start"] = os.getloadavg()
    except OSError:
        pass
    tt = os.path.join(opts.build_dir, "bin", "tile-translate")
    info["tile_version"] = run([tt, "--version"]).stdout.decode().strip()
    info["llvm_bin"] = opts.llvm_bin
    info["reps"], info["warmup"] = opts.reps, opts.warmup
    return info


def same_ptx_mark(row):
    if row["same_ptx"]:
        return "yes"
    return "novec" if row["same_ptx_without_vectorizers"] else "NO"


def fmt_row(cols, widths):
    return "  ".join(str(c).ljust(w) if i == 0 or i == 1 else str(c).rjust(w)
                     for i, (c, w) in enumerate(zip(cols, widths)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build"))
    ap.add_argument("--llvm-bin", default=LLVM_BIN)
    ap.add_argument("--targets", default=",".join(DEFAULT_TARGETS),
                    help="comma-separated (default %(default)s)")
    ap.add_argument("--kernels", nargs="*",
                    help="kernel files (default examples/*.mlir)")
    ap.add_argument("--reps", type=int, default=7, help="timed runs per median")
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--growth", default="1,4,16,64",
                    help="copies of the chain for the growth rows")
    ap.add_argument("--growth-target", default="sm_90a")
    ap.add_argument("--quick", action="store_true",
                    help="3 repetitions, sm_90a only, growth 1,4,16")
    ap.add_argument("--out", nargs="?", const="auto", metavar="FILE",
                    help="write the results as JSON (default "
                         "bench/results/compile_time-<host>-<date>.json)")
    opts = ap.parse_args()
    if opts.quick:
        opts.reps, opts.targets, opts.growth = 3, "sm_90a", "1,4,16"
    targets = [t for t in opts.targets.split(",") if t]
    kernels = opts.kernels or sorted(
        os.path.join(ROOT, "examples", f) for f in os.listdir(os.path.join(ROOT, "examples"))
        if f.endswith(".mlir"))
    bench = Bench(opts)
    info = host_info(opts)
    print("tile compile time vs the bare MLIR/LLVM chain  (%s, %s, %d CPUs, load %s)"
          % (info["host"], info.get("cpu"), info["cpus"],
             " ".join("%.2f" % x for x in info.get("loadavg_start", ()))))
    print("medians of %d runs after %d warm-up; %s; LLVM tools from %s"
          % (opts.reps, opts.warmup, info["tile_version"], opts.llvm_bin))
    print("tile = tile-translate --gpu-name=T K.mlir -o K.ptx")
    print("bare = mlir-translate --mlir-to-llvmir B.mlir | opt -O3 | llc -O3 -mcpu=T "
          "-mattr=+ptxNN  (B = the gpu.module body of tile-translate --emit=mlir)")
    print()

    results = {"info": info, "kernels": [], "growth": [], "skipped": []}
    startup = bench.startup()
    results["startup_ms"] = startup
    print("process start-up alone (--version): " + ", ".join(
        "%s %.1f ms" % kv for kv in startup.items()))
    print()
    widths = [18, 8, 9, 9, 7, 9, 9, 7, 8]
    print(fmt_row(["kernel", "target", "tile ms", "bare ms", "ratio", "tile cpu",
                   "bare cpu", "ratio", "same PTX"], widths))
    detail_done = set()
    for kernel in kernels:
        name = os.path.splitext(os.path.basename(kernel))[0]
        for target in targets:
            detail = name not in detail_done
            try:
                row = bench.measure_pair(target, kernel, "%s.%s" % (name, target), detail)
            except RuntimeError as e:
                msg = str(e).split("\n")[0]
                results["skipped"].append({"kernel": name, "target": target, "why": msg})
                print(fmt_row([name, target] + ["-"] * 7, widths)
                      + "   (%s)" % msg[:110])
                continue
            if detail:
                detail_done.add(name)
            results["kernels"].append(row)
            print(fmt_row([name, target, "%.1f" % row["tile_ms"], "%.1f" % row["bare_ms"],
                           "%.2f" % row["ratio"], "%.1f" % row["tile_cpu_ms"],
                           "%.1f" % row["bare_cpu_ms"], "%.2f" % row["cpu_ratio"],
                           same_ptx_mark(row)], widths))
    print("same PTX: yes = identical to the bare chain's once comments are dropped; "
          "novec = identical once opt\n  also runs without the loop and SLP "
          "vectorizers (%s), which tile's -O3 leaves off" % " ".join(NO_VECTORIZERS))
    rows = results["kernels"]
    if rows:
        ratios = [r["ratio"] for r in rows]
        cr = [r["cpu_ratio"] for r in rows]
        print("ratio tile/bare, wall: median %.2f (min %.2f, max %.2f); cpu: median %.2f "
              "(min %.2f, max %.2f); %d kernel/target pairs"
              % (statistics.median(ratios), min(ratios), max(ratios),
                 statistics.median(cr), min(cr), max(cr), len(ratios)))

    for row in rows:
        if "passes_ms" not in row:
            continue
        print()
        print("%s for %s: where the time goes" % (row["kernel"].split(".")[0], row["target"]))
        print("  bare chain, stage by stage (files in between; each is a process):")
        for k, v in row["bare_stages_ms"].items():
            print("    %-40s %8.1f ms" % (k, v))
        print("    %-40s %8.1f ms" % ("sum", sum(row["bare_stages_ms"].values())))
        print("  tile-translate, by where it stops (one process each):")
        for k, v in row["tile_phases_ms"].items():
            print("    %-40s %8.1f ms" % (k, v))
        print("  tile-translate --mlir-timing (median per pass and per emission stage:"
              " LLVM IR, -O3, NVPTX codegen; 'Rest' is everything else: parsing,"
              " output):")
        total = row["passes_ms"].get("Total") or 1.0
        for k, v in sorted(row["passes_ms"].items(), key=lambda kv: -kv[1]):
            if k == "Total":
                continue
            print("    %-40s %8.2f ms  %5.1f%%" % (k, v, 100.0 * v / total))
        print("    %-40s %8.2f ms" % ("Total", total))

    print()
    print("growth with kernel size: N copies of a masked load/add/mul/store chain on "
          "1024-element f32 tiles, %s" % opts.growth_target)
    gw = [7, 9, 9, 9, 7, 9, 9, 8, 8]
    print(fmt_row(["copies", "in lines", "tile ms", "bare ms", "ratio", "tile cpu",
                   "bare cpu", "passes", "llc ms"], gw))
    for copies in [int(c) for c in opts.growth.split(",") if c]:
        path = os.path.join(bench.tmp, "chain_x%d.mlir" % copies)
        text = chain_kernel(copies)
        with open(path, "w") as fh:
            fh.write(text)
        try:
            row = bench.measure_pair(opts.growth_target, path, "chain_x%d" % copies, False)
            bench.growth_extras(opts.growth_target, path, "chain_x%d" % copies, row)
        except RuntimeError as e:
            print(fmt_row([copies] + ["-"] * 8, gw) + "   (%s)" % str(e)[:110])
            continue
        row["copies"], row["input_lines"] = copies, text.count("\n")
        results["growth"].append(row)
        print(fmt_row([copies, row["input_lines"], "%.1f" % row["tile_ms"],
                       "%.1f" % row["bare_ms"], "%.2f" % row["ratio"],
                       "%.1f" % row["tile_cpu_ms"], "%.1f" % row["bare_cpu_ms"],
                       "%.1f" % row["tile_passes_ms"], "%.1f" % row["llc_ms"]], gw))
    print("(passes = tile-translate's pass manager without 'Rest', i.e. tile's own "
          "passes and the upstream\n conversions; llc ms = the bare chain's llc "
          "stage alone)")
    g = results["growth"]
    if len(g) >= 2:
        # Growth exponent between consecutive sizes: log(t2/t1) / log(n2/n1);
        # 1 is linear, 2 quadratic. Start-up is subtracted from the process
        # times so that it does not flatter the small sizes.
        def exponent(key, a, b, fixed=0.0):
            ta, tb = max(a[key] - fixed, 0.05), max(b[key] - fixed, 0.05)
            return math.log(tb / ta) / math.log(float(b["copies"]) / a["copies"])
        up_tile = results["startup_ms"]["tile-translate"]
        up_llc = results["startup_ms"]["llc"]
        print("growth exponent between consecutive sizes (1 = linear, 2 = quadratic; "
              "the start-up of\n tile-translate and llc is subtracted, the bare "
              "chain's three overlapping ones are not):")
        for key, label, fixed in (("tile_ms", "tile-translate", up_tile),
                                  ("bare_ms", "bare chain", 0.0),
                                  ("tile_passes_ms", "tile's passes", 0.0),
                                  ("llc_ms", "llc alone", up_llc)):
            exps = [exponent(key, a, b, fixed) for a, b in zip(g, g[1:])]
            results.setdefault("growth_exponents", {})[key] = exps
            print("  %-15s %s" % (label, "  ".join(
                "%dx->%dx: %.2f" % (a["copies"], b["copies"], e)
                for (a, b), e in zip(zip(g, g[1:]), exps))))
        top = bench.top_llc_passes(g[-1])
        results["growth_top_llc_passes_ms"] = top
        print("llc -time-passes on the %dx kernel: %s" % (g[-1]["copies"], ", ".join(
            "%s %.0f ms" % kv for kv in top)))
        for r in g:
            r.pop("llc_cmd", None)
            r.pop("llc_input", None)

    try:
        info["loadavg_end"] = os.getloadavg()
    except OSError:
        pass
    if opts.out:
        path = opts.out
        if path == "auto":
            path = os.path.join(ROOT, "bench", "results", "compile_time-%s-%s.json" % (
                re.sub(r"[^\w.-]", "_", info["host"]), datetime.date.today().isoformat()))
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "w") as fh:
            json.dump(results, fh, indent=1, sort_keys=True)
            fh.write("\n")
        print()
        print("results: %s" % os.path.relpath(path, os.getcwd()))
    shutil.rmtree(bench.tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
