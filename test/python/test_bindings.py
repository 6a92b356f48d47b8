"""Tests for the tile Python bindings (python/tile, python/TileModule.cpp)."""

import json
import pathlib
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

import tile

# A parse error at line 3, column 10 (the unknown op `foo.bar`).
BAD_IR = """module {
  tile.kernel @k() {
    %x = foo.bar
  }
}
"""

# Parses, but fails the verifier at line 3, column 5 (func.return has no
# operand while @f returns i32).
VERIFIER_BAD_IR = """module {
  func.func @f() -> i32 {
    func.return
  }
}
"""

# (target, expected .version) for examples/vector_add.mlir.
PTX_CASES = [
    ("sm_80", "7.0"),
    ("sm_90a", "8.0"),
    ("sm_100f", "8.8"),
    ("sm_120a", "8.7"),
]


def ptx_header(ptx):
    """(.version, .target) directive values of a PTX text."""
    version = re.search(r"^\.version\s+(\S+)\s*$", ptx, re.M)
    target = re.search(r"^\.target\s+(.+?)\s*$", ptx, re.M)
    assert version and target, ptx[:500]
    return version.group(1), target.group(1)


# ---------------------------------------------------------------------------
# Package
# ---------------------------------------------------------------------------


def test_import_and_version(tile_translate):
    assert re.fullmatch(r"\d+\.\d+\.\d+", tile.__version__)
    cli = subprocess.run([tile_translate, "--version"], capture_output=True,
                         text=True, check=True).stdout
    assert tile.version_string() in cli
    assert tile.version_string().startswith(f"tile {tile.__version__} (LLVM ")
    assert tile.MAX_PTX_VERSION == "9.0"


def test_module_layout(build_dir):
    pkg = pathlib.Path(tile.__file__).resolve().parent
    assert (pkg / "__init__.py").is_file()
    assert any(p.name.startswith("_tile.") for p in pkg.iterdir())


# ---------------------------------------------------------------------------
# Target model
# ---------------------------------------------------------------------------


def test_target_sm_100f():
    t = tile.Target("sm_100f")
    assert t.name == "sm_100f"
    assert t.has_tmem is True
    assert t.family == 10
    assert t.arch == 100
    assert t.compute_capability == 100
    assert t.target_spec == "f"
    assert t.full_sm_version == 10010
    assert t.arch_accel is False
    assert t.family_specific is True
    assert t.min_ptx_version == "8.8"
    assert t.runs_on == ["sm_100", "sm_101", "sm_103"]
    assert "tcgen05" in t.mma


def test_target_sm_90a_and_sm_120a():
    sm90a = tile.Target("sm_90a")
    assert "wgmma" in sm90a.mma
    assert "tcgen05" not in sm90a.mma
    assert sm90a.has_tmem is False
    assert sm90a.runs_on == ["sm_90"]
    sm120a = tile.Target("sm_120a")
    assert sm120a.has_tmem is False
    assert "tcgen05" not in sm120a.mma
    assert "mma_block_scale" in sm120a.mma


def test_targets_table():
    all_targets = tile.targets()
    assert len(all_targets) == 42
    names = [t.name for t in all_targets]
    assert len(set(names)) == 42
    assert names == tile.target_names()
    # --list-targets order: ascending capability, base < f < a.
    assert names == [t.name for t in sorted(all_targets)]
    assert names[0] == "sm_20" and names[-1] == "sm_121a"
    assert names.index("sm_100") < names.index("sm_100f") < names.index("sm_100a")
    assert sum(t.has_tmem for t in all_targets) == 8
    assert all(isinstance(t, tile.Target) for t in all_targets)


def test_list_targets_matches_cli(tile_translate):
    cli = subprocess.run([tile_translate, "--list-targets"], capture_output=True,
                         text=True, check=True).stdout
    assert tile.format_target_table() == cli
    # Same rows in the same order.
    rows = [line.split()[0] for line in cli.splitlines()[1:] if line.strip()]
    assert rows == tile.target_names()


@pytest.mark.parametrize("name", ["sm_91", "sm_89a", "sm_1000", "gfx90a", ""])
def test_target_bad_name(name, tile_translate):
    with pytest.raises(tile.CompileError) as info:
        tile.Target(name)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, tile.TargetError)
    cli = subprocess.run([tile_translate, f"--gpu-name={name}", "--print-target-info"],
                         capture_output=True, text=True)
    if name:  # an empty --gpu-name is "required" in the CLI
        assert cli.returncode != 0
        assert cli.stderr.strip() == f"tile-translate: error: {info.value}"


def test_target_did_you_mean():
    with pytest.raises(tile.CompileError, match="did you mean sm_90, sm_90a or sm_100?"):
        tile.Target("sm_91")


def test_target_json_matches_cli_for_every_target(tile_translate):
    for t in tile.targets():
        cli = subprocess.run([tile_translate, f"--gpu-name={t.name}", "--print-target-info"],
                             capture_output=True, text=True, check=True).stdout
        assert t.to_json() + "\n" == cli
        info = json.loads(cli)
        assert list(info) == [
            "name", "compute_capability", "target_spec", "full_sm_version", "arch",
            "family", "has_tmem", "arch_accel", "family_specific",
            "min_ptx_version", "mma", "runs_on"]
        for key, value in info.items():
            assert getattr(t, key) == value, (t.name, key)


def test_target_queries():
    sm100f = tile.Target("sm_100f")
    assert sm100f.runs_on_device("sm_103")
    assert sm100f.runs_on_device(tile.Target("sm_100"))
    assert not sm100f.runs_on_device("sm_110")
    assert not sm100f.runs_on_device("sm_120")
    assert not sm100f.runs_on_device("sm_90")
    assert tile.Target("sm_90").runs_on_device("sm_120")
    assert not tile.Target("sm_90a").runs_on_device("sm_100")

    assert tile.Target("sm_90a").supports("wgmma")
    assert not tile.Target("sm_90").supports("wgmma")
    assert not tile.Target("sm_100a").supports("wgmma")
    assert tile.Target("sm_100a").supports("tcgen05")
    assert not tile.Target("sm_120a").supports("tcgen05")
    assert tile.Target("sm_80").supports("mma_sync")
    assert not tile.Target("sm_75").supports("mma_sync")
    with pytest.raises(ValueError, match="unknown feature 'warp_magic'"):
        tile.Target("sm_90a").supports("warp_magic")
    assert "wgmma" in tile.feature_names()
    assert tile.Target("sm_100a").min_ptx_version_for("tcgen05") >= "8.6"

    assert tile.Target("sm_73").llvm_can_emit is False
    assert tile.Target("sm_90a").llvm_can_emit is True
    assert tile.Target("sm_101a").ptxas_knows is False


def test_target_protocol():
    a = tile.Target("sm_90a")
    assert a == tile.Target("sm_90a")
    assert a != tile.Target("sm_90")
    assert tile.Target(a) == a
    assert hash(a) == hash(tile.Target("sm_90a"))
    assert len({a, tile.Target("sm_90a"), tile.Target("sm_90")}) == 2
    assert repr(a) == "Target('sm_90a')"
    assert str(a) == "sm_90a"
    order = ["sm_90a", "sm_100", "sm_100f", "sm_100a", "sm_101"]
    assert sorted(tile.Target(n) for n in reversed(order)) == [tile.Target(n) for n in order]
    assert tile.Target("sm_90a") < tile.Target("sm_100")
    assert tile.Target("sm_100a") > tile.Target("sm_100f")
    # Lists handed out are copies.
    t = tile.Target("sm_100f")
    t.runs_on.append("sm_999")
    assert t.runs_on == ["sm_100", "sm_101", "sm_103"]
    with pytest.raises(TypeError):
        tile.Target(90)


# ---------------------------------------------------------------------------
# compile
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("gpu_name,version", PTX_CASES)
def test_compile_ptx(vector_add, gpu_name, version):
    ptx = tile.compile(vector_add, gpu_name=gpu_name)
    assert ptx_header(ptx) == (version, gpu_name)
    assert re.search(r"\.entry\s+vector_add_f32\(", ptx)
    assert re.search(r"\.entry\s+vector_add_f16\(", ptx)


def test_compile_accepts_target_bytes_and_path(vector_add, vector_add_path):
    expected = tile.compile(vector_add, gpu_name="sm_90a")
    assert tile.compile(vector_add.encode(), gpu_name=tile.Target("sm_90a")) == expected
    assert tile.compile(pathlib.Path(vector_add_path), gpu_name="sm_90a") == expected
    with pytest.raises(TypeError):
        tile.compile(12345)


def test_compile_emit_llvm_and_mlir(vector_add):
    llvm = tile.compile(vector_add, gpu_name="sm_90a", emit="llvm")
    assert 'target triple = "nvptx64-nvidia-cuda"' in llvm
    assert "define ptx_kernel void @vector_add_f32(" in llvm or \
        re.search(r"define .*@vector_add_f32\(", llvm)
    mlir = tile.compile(vector_add, gpu_name="sm_90a", emit="mlir")
    assert "gpu.module" in mlir
    assert '#nvvm.target<' in mlir and 'chip = "sm_90a"' in mlir
    assert "llvm.func @vector_add_f32" in mlir
    assert "tile.kernel" not in mlir


def test_compile_explicit_ptx_version_and_opt_levels(vector_add):
    ptx = tile.compile(vector_add, gpu_name="sm_90a", ptx_version="8.5")
    assert ptx_header(ptx) == ("8.5", "sm_90a")
    ptx0 = tile.compile(vector_add, gpu_name="sm_90a", opt_level=0, debug=True)
    assert ptx_header(ptx0) == ("8.0", "sm_90a, debug")
    ptx_li = tile.compile(vector_add, gpu_name="sm_90a", lineinfo=True,
                          filename="vector_add.mlir")
    assert re.search(r"^\s*\.loc\s", ptx_li, re.M)
    assert ".file" in ptx_li


def test_compile_deterministic(vector_add):
    first = tile.compile(vector_add, gpu_name="sm_100f")
    second = tile.compile(vector_add, gpu_name="sm_100f")
    assert first == second


def test_compile_threads(vector_add):
    reference = tile.compile(vector_add, gpu_name="sm_90a")
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda _: tile.compile(vector_add, gpu_name="sm_90a"),
                                range(8)))
    assert len(results) == 8
    assert all(r == reference for r in results)


def test_compile_threads_mixed_targets_and_errors(vector_add):
    """Concurrent compiles keep their own targets and their own diagnostics."""
    expected = {g: tile.compile(vector_add, gpu_name=g) for g, _ in PTX_CASES}

    def job(i):
        if i % 3 == 2:
            try:
                tile.compile(BAD_IR, filename=f"bad{i}.mlir")
            except tile.CompileError as e:
                return ("error", i, e)
            return ("no error", i, None)
        g = PTX_CASES[i % len(PTX_CASES)][0]
        return ("ok", g, tile.compile(vector_add, gpu_name=g))

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(job, range(24)))
    for kind, key, value in results:
        assert kind != "no error"
        if kind == "ok":
            assert value == expected[key]
        else:
            assert str(value).startswith(f"bad{key}.mlir:3:10: error:")
            assert all(d.location == f"bad{key}.mlir:3:10" for d in value.diagnostics)


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------


def test_parse_error_location():
    with pytest.raises(tile.CompileError) as info:
        tile.compile(BAD_IR, gpu_name="sm_90a")
    err = info.value
    assert "<string>:3:10: error:" in str(err)
    assert "foo" in str(err)
    assert err.diagnostics[0].severity == "error"
    assert err.diagnostics[0].location == "<string>:3:10"
    assert "foo.bar" in err.diagnostics[0].message
    assert err.diagnostics == [tile.Diagnostic(*d) for d in err.diagnostics]
    sev, loc, msg = err.diagnostics[0]
    assert (sev, loc) == ("error", "<string>:3:10")
    assert err.errors and all(d.severity == "error" for d in err.errors)


def test_parse_error_custom_filename():
    with pytest.raises(tile.CompileError) as info:
        tile.compile(BAD_IR, filename="kernel.mlir")
    assert str(info.value).startswith("kernel.mlir:3:10: error:")


def test_verifier_error_location():
    with pytest.raises(tile.CompileError) as info:
        tile.compile(VERIFIER_BAD_IR, gpu_name="sm_90a")
    assert "<string>:3:5: error: 'func.return' op has 0 operands" in str(info.value)


def test_bad_gpu_name():
    with pytest.raises(tile.CompileError) as info:
        tile.compile(BAD_IR, gpu_name="sm_91")  # options are checked first
    assert str(info.value) == "unknown target 'sm_91'; did you mean sm_90, sm_90a or sm_100?"
    assert isinstance(info.value, tile.TargetError)
    assert info.value.diagnostics == [("error", "", str(info.value))]


def test_ptx_version_too_old(vector_add):
    with pytest.raises(tile.CompileError) as info:
        tile.compile(vector_add, gpu_name="sm_110f", ptx_version="8.8")
    assert "needs at least 9.0" in str(info.value)
    assert re.match(r"<string>:\d+:\d+: error: ", str(info.value))
    assert not isinstance(info.value, tile.TargetError)


def test_debug_needs_O0(vector_add):
    with pytest.raises(tile.CompileError, match=r"-g \(device debug\) requires -O0"):
        tile.compile(vector_add, gpu_name="sm_90a", debug=True, opt_level=3)


@pytest.mark.parametrize("kwargs,needle", [
    (dict(emit="sass"), "invalid emit kind 'sass'; expected ptx, llvm, mlir, cubin or metadata"),
    (dict(dot_kind="magic"), "invalid dot kind 'magic'"),
    (dict(ptx_version="abc"), "invalid PTX version 'abc'"),
    (dict(ptx_version="9.9"), "9.9"),
    (dict(opt_level=4), "optimization level -O4 does not exist"),
    (dict(opt_level=-1), "optimization level -O-1 does not exist"),
    (dict(gpu_name="sm_73"), "placeholder"),
    (dict(gpu_name=""), "unknown target"),
])
def test_bad_options(vector_add, kwargs, needle):
    with pytest.raises(tile.CompileError) as info:
        tile.compile(vector_add, **{"gpu_name": "sm_90a", **kwargs})
    assert needle in str(info.value)


@pytest.mark.parametrize("text", ["", "module {}", "garbage", "module {", "\x00",
                                  "tile.kernel @k() {\n  tile.return\n}\n" * 2])
def test_odd_inputs_raise_not_crash(text):
    with pytest.raises(tile.CompileError) as info:
        tile.compile(text, gpu_name="sm_90a")
    assert str(info.value)
    assert info.value.diagnostics


def test_type_errors(vector_add):
    with pytest.raises(TypeError):
        tile.compile(vector_add, gpu_name=90)
    with pytest.raises(TypeError):
        tile.compile(vector_add, opt_level="3")
    with pytest.raises(TypeError):
        tile.compile(vector_add, emit=None)


def test_validate_options():
    tile.validate_options(gpu_name="sm_100f", ptx_version="9.0")
    with pytest.raises(tile.TargetError, match="did you mean"):
        tile.validate_options(gpu_name="sm_91")
    with pytest.raises(tile.CompileError, match="requires -O0"):
        tile.validate_options(debug=True)


# ---------------------------------------------------------------------------
# parse / run_pipeline
# ---------------------------------------------------------------------------


def test_parse_round_trip(vector_add):
    printed = tile.parse(vector_add)
    assert "tile.kernel @vector_add_f32" in printed
    assert "tile.kernel @vector_add_f16" in printed
    assert tile.parse(printed) == printed
    # The printed form compiles to the same PTX.
    assert tile.compile(printed, gpu_name="sm_90a") == tile.compile(vector_add, gpu_name="sm_90a")
    with pytest.raises(tile.CompileError, match=r"<string>:3:10: error:"):
        tile.parse(BAD_IR)
    with pytest.raises(tile.CompileError, match=r"<string>:3:5: error:"):
        tile.parse(VERIFIER_BAD_IR)


def test_run_pipeline(vector_add):
    out = tile.run_pipeline(
        vector_add, "builtin.module(tile-set-target{gpu-name=sm_90a},tile-assign-layouts,convert-tile-to-llvm)")
    assert "gpu.module @tile_kernels" in out
    assert "llvm.func @vector_add_f32" in out
    assert "tile.compute_capability = 90" in out
    assert tile.run_pipeline("module {}", "canonicalize,cse").strip() == "module {\n}"


def test_run_pipeline_spells_the_compile_pipeline(vector_add):
    """The documented textual pipeline gives exactly compile(emit="mlir")."""
    pipeline = ("builtin.module(tile-set-target{gpu-name=sm_90a},tile-assign-layouts,convert-tile-to-llvm,"
                "tile-attach-nvvm-target,tile-scalars-to-llvm,canonicalize,cse)")
    assert tile.run_pipeline(vector_add, pipeline) == \
        tile.compile(vector_add, gpu_name="sm_90a", emit="mlir")


def test_run_pipeline_errors(vector_add):
    with pytest.raises(tile.CompileError, match="does not refer to a registered pass"):
        tile.run_pipeline(vector_add, "builtin.module(no-such-pass)")
    with pytest.raises(tile.CompileError, match="anchored on builtin.module"):
        tile.run_pipeline(vector_add, "func.func(cse)")
    with pytest.raises(tile.CompileError, match="empty pass pipeline"):
        tile.run_pipeline(vector_add, " ")
    with pytest.raises(tile.CompileError, match=r"unknown target 'sm_91'"):
        tile.run_pipeline(vector_add, "builtin.module(tile-set-target{gpu-name=sm_91})")
    with pytest.raises(tile.CompileError, match=r"<string>:3:10: error:"):
        tile.run_pipeline(BAD_IR, "canonicalize")


# ---------------------------------------------------------------------------
# CLI agreement and ptxas
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("gpu_name,emit,extra", [
    ("sm_90a", "ptx", {}),
    ("sm_100f", "ptx", {}),
    ("sm_120a", "ptx", {"opt_level": 1}),
    ("sm_80", "llvm", {}),
    ("sm_90a", "mlir", {}),
    ("sm_100a", "ptx", {"ptx_version": "9.0", "lineinfo": True}),
])
def test_cli_and_python_agree(tile_translate, vector_add_path, gpu_name, emit, extra):
    args = [tile_translate, f"--gpu-name={gpu_name}", f"--emit={emit}"]
    if "opt_level" in extra:
        args.append(f"-O{extra['opt_level']}")
    if "ptx_version" in extra:
        args.append(f"--ptx-version={extra['ptx_version']}")
    if extra.get("lineinfo"):
        args.append("--lineinfo")
    cli = subprocess.run(args + [vector_add_path], capture_output=True, text=True)
    assert cli.returncode == 0, cli.stderr
    with open(vector_add_path, encoding="utf-8") as f:
        text = f.read()
    py = tile.compile(text, gpu_name=gpu_name, emit=emit, filename=vector_add_path, **extra)
    assert py == cli.stdout


def test_cli_and_python_agree_on_errors(tile_translate, vector_add_path, tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text(BAD_IR)
    cli = subprocess.run([tile_translate, "--gpu-name=sm_90a", str(bad)],
                         capture_output=True, text=True)
    assert cli.returncode != 0
    with pytest.raises(tile.CompileError) as info:
        tile.compile(bad)  # a path: diagnostics use the path as given
    assert str(info.value) + "\n" == cli.stderr

    cli = subprocess.run([tile_translate, "--gpu-name=sm_110f", "--ptx-version=8.8",
                          vector_add_path], capture_output=True, text=True)
    assert cli.returncode != 0
    with pytest.raises(tile.CompileError) as info:
        tile.compile(pathlib.Path(vector_add_path), gpu_name="sm_110f", ptx_version="8.8")
    assert str(info.value) + "\n" == cli.stderr

    cli = subprocess.run([tile_translate, "--gpu-name=sm_91", vector_add_path],
                         capture_output=True, text=True)
    with pytest.raises(tile.CompileError) as info:
        tile.compile(pathlib.Path(vector_add_path), gpu_name="sm_91")
    assert cli.stderr == f"tile-translate: error: {info.value}\n"


@pytest.mark.parametrize("gpu_name", ["sm_90a", "sm_100f", "sm_120a"])
def test_ptxas_accepts(ptxas, vector_add, tmp_path, gpu_name):
    ptx = tile.compile(vector_add, gpu_name=gpu_name)
    src = tmp_path / f"vector_add_{gpu_name}.ptx"
    src.write_text(ptx)
    out = tmp_path / f"vector_add_{gpu_name}.cubin"
    result = subprocess.run([ptxas, f"-arch={gpu_name}", str(src), "-o", str(out)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 0



def test_emit_metadata_lists_the_kernels(vector_add):
    import json
    meta = json.loads(tile.compile(vector_add, gpu_name="sm_90a", emit="metadata"))
    text = json.dumps(meta)
    assert "vector_add_f32" in text and "vector_add_f16" in text
    assert "sm_90a" in text


def test_emit_cubin_is_an_elf_file(ptxas, vector_add):
    cubin = tile.compile(vector_add, gpu_name="sm_90a", emit="cubin")
    assert isinstance(cubin, bytes)
    assert cubin[:4] == b"\x7fELF"


@pytest.mark.parametrize("source, message", [
    ("module attributes {x = array<index: 1, 2>} {}", "dense arrays of index"),
    ("module {" + "(" * 4000 + ")" * 4000 + "}", "brackets nest more than 256"),
])
def test_input_mlir_crashes_on_is_a_compile_error(source, message):
    # MLIR 22's parser segfaults on these; tile diagnoses them first.
    with pytest.raises(tile.CompileError, match=message) as info:
        tile.compile(source, gpu_name="sm_90a")
    assert "<string>:1:" in str(info.value)


def test_ptx_and_metadata_from_one_compile(root_dir, monkeypatch):
    """A DSL compile takes the launch metadata (dynamic shared memory, TMA
    boxes) from the same run as the PTX: it equals what emit="metadata"
    prints, and kernel.compile() lowers the kernel once, not twice."""
    root = pathlib.Path(root_dir)
    source = (root / "examples" / "gemm_bf16_tma.mlir").read_text()
    ptx, metadata = tile.compiler._compile_with_metadata(source, "sm_90a")
    assert ptx == tile.compile(source, gpu_name="sm_90a")
    assert json.loads(metadata) == json.loads(tile.compile(source, gpu_name="sm_90a",
                                                           emit="metadata"))

    calls = []
    native = tile._tile

    class Counting:
        def __getattr__(self, name):
            attr = getattr(native, name)
            if name.startswith("compile"):
                def counted(*args, **kwargs):
                    calls.append(name)
                    return attr(*args, **kwargs)
                return counted
            return attr

    monkeypatch.setattr(tile.compiler, "_tile", Counting())
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "tile_example_gemm_once", root / "examples" / "python" / "gemm.py")
    gemm = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gemm)
    compiled = gemm.gemm.compile("sm_90a", cache=False)
    assert compiled.dynamic_shared_bytes > 0  # a cp.async ring: metadata was needed
    assert calls == ["compile_with_metadata"]


# ---------------------------------------------------------------------------
# Stage timing
# ---------------------------------------------------------------------------


def test_compile_timing(vector_add):
    """_tile.compile_timing (bench/compile_time/python_compile.py): the PTX
    of a compile and MLIR's timing report of it as JSON, with a timer for
    each stage."""
    (ok, ptx, message, _), report = tile._tile.compile_timing(
        vector_add, "vector_add.mlir", "sm_90a", "", 3, False, False, "auto")
    assert ok, message
    assert ptx == tile.compile(vector_add, gpu_name="sm_90a")
    names = [entry["name"] for entry in json.loads(report)]
    for stage in ("MLIRContext", "parse", "ConvertTileToLLVM", "verify lowered module",
                  "translate to LLVM IR", "LLVM -O3", "NVPTX codegen", "Rest", "Total"):
        assert stage in names, names


# ---------------------------------------------------------------------------
# Pooled contexts
# ---------------------------------------------------------------------------


def test_pooled_contexts_compile_as_a_fresh_process(root_dir):
    """compile and parse borrow MLIRContexts that earlier calls used (and
    retire them after a number of uses): every example compiles, forwards
    and then backwards in one process, to the PTX in the golden corpus (a
    tile-translate process each), and an error in between changes nothing."""
    root = pathlib.Path(root_dir)
    corpus = root / "test" / "golden" / "corpus" / "examples"
    cases = []
    for gpu_name in ("sm_90a", "sm_100a"):
        for golden in sorted(corpus.glob(f"*.{gpu_name}.ptx")):
            name = golden.name[: -len(f".{gpu_name}.ptx")]
            cases.append((root / "examples" / f"{name}.mlir", gpu_name, golden))
    assert len(cases) >= 20
    for path, gpu_name, golden in cases + cases[::-1]:
        ptx = tile.compile(path.read_text(), gpu_name=gpu_name,
                           filename=f"examples/{path.name}")
        assert ptx == golden.read_text(), f"{path.name} for {gpu_name}"
        with pytest.raises(tile.CompileError):
            tile.compile(BAD_IR)


def test_compile_after_fork(vector_add):
    """A child process of a process that compiled (its pooled contexts
    included) compiles the same."""
    import os
    reference = tile.compile(vector_add, gpu_name="sm_90a")
    pid = os.fork()
    if pid == 0:  # the child: exit status 0 when the PTX is the same
        try:
            same = tile.compile(vector_add, gpu_name="sm_90a") == reference
        finally:
            os._exit(0 if same else 1)
    import time
    deadline = time.monotonic() + 120
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > deadline:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            pytest.fail("the forked child hangs")
        time.sleep(0.05)
    assert os.waitstatus_to_exitcode(status) == 0
