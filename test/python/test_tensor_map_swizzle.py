"""The swizzle of each tensor map a kernel reads: the box ops' shared
layout (#tile.shared: 128-byte swizzled slabs, or a narrow box's plain
rows) reaches the launch metadata, CompiledKernel.tensor_map_swizzles, the
descriptors the launch encodes and the check of the maps it is given, so
the runtime does not guess it."""

import json

import pytest

import tile
from tile import runtime


@tile.kernel(num_warps=8)
def swizzled_gemm(a: tile.tensor_map(tile.bfloat16), bt: tile.tensor_map(tile.bfloat16),
                  c: tile.tensor_map(tile.bfloat16), K: tile.int32):
    acc = tile.zeros((128, 256), tile.float32)
    for k0 in range(0, K, 64):
        acc = tile.dot(tile.load_box(a, [k0, 0], (128, 64)),
                       tile.trans(tile.load_box(bt, [k0, 0], (256, 64))), acc)
    tile.store_box(c, [0, 0], acc)


@tile.kernel
def narrow_copy(a: tile.tensor_map(tile.bfloat16), c: tile.ptr(tile.bfloat16)):
    t = tile.load_box(a, [0, 0], (64, 16))  # 32-byte rows: copied unswizzled
    tile.store(c, tile.arange(0, 64)[:, None] * 16 + tile.arange(0, 16)[None, :], t)


class _Driver:
    """Records launches (no GPU)."""

    def __init__(self):
        self.launches = []
        self.allow_dynamic_shared = lambda *a: None

    def current_device(self):
        return 0

    def capability(self, device):
        return (9, 0)

    def load(self, ptx, name, device):
        return f"function:{name}"

    def launch(self, *args):
        self.launches.append(args)


def test_metadata_says_each_maps_swizzle():
    k = swizzled_gemm.compile("sm_90a", cache=False)
    assert k.tensor_map_swizzles == {"a": 128, "bt": 128, "c": 128}
    assert k.metadata["tensor_map_swizzles"] == {"a": 128, "bt": 128, "c": 128}
    narrow = narrow_copy.compile("sm_90a", cache=False)
    assert narrow.tensor_map_boxes == {"a": (64, 16)}
    assert narrow.tensor_map_swizzles == {"a": 0}
    meta = json.loads(tile.compile(narrow.ir, gpu_name="sm_90a", emit="metadata"))
    (param,) = [p for p in meta["kernels"][0]["params"] if p.get("tensor_map")]
    assert param["box"] == [64, 16] and param["swizzle"] == 0


def test_launch_refuses_a_map_of_another_swizzle(monkeypatch):
    drv = _Driver()
    monkeypatch.setattr(runtime, "_DRIVER", drv)
    monkeypatch.setattr(runtime, "_FUNCTIONS", {})
    monkeypatch.setattr(runtime, "_DYNAMIC_ALLOWED", set())
    k = narrow_copy.compile("sm_90a", cache=False)
    swizzled = tile.TensorMap(bytes(128), box=(64, 16), element_bytes=2, swizzle=128)
    with pytest.raises(tile.LaunchError, match=r"argument 'a' is a tensor map encoded with a "
                                               r"128-byte swizzle, but 'narrow_copy' reads its "
                                               r"boxes with no swizzle: encode it with "
                                               r"TensorMap.tiled\(tensor, box, swizzle=0\)"):
        k[(1,)](swizzled, 0x5000)
    assert not drv.launches
    plain = tile.TensorMap(bytes(128), box=(64, 16), element_bytes=2, swizzle=0)
    k[(1,)](plain, 0x5000)
    # A map whose swizzle is unknown (its 128 bytes from elsewhere) goes.
    k[(1,)](tile.TensorMap(bytes(128)), 0x5000)
    assert len(drv.launches) == 2
