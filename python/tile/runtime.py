"""tile.runtime: launching compiled kernels on a GPU.

``kernel[grid](*args)`` compiles the kernel for the GPU the arguments live
on and launches it through the CUDA driver API, using cuda-python
(``cuda.bindings.driver``, or the older ``cuda.cuda``) or, failing that,
CuPy's driver wrappers. Both are imported only when a launch happens;
without either (or without a GPU) a launch raises :class:`LaunchError`.

Pointer arguments may be torch tensors, CuPy arrays, anything with
``__cuda_array_interface__`` or ``__dlpack__`` on a CUDA device, or raw
device addresses (ints). Scalar arguments are Python/NumPy numbers.
Tensor-map parameters (``tile.tensor_map(dtype)``) take a
:class:`TensorMap` (``TensorMap.tiled(tensor, box)`` encodes one with the
driver's ``cuTensorMapEncodeTiled``) or its 128 bytes. Kernels whose
pipelined loops need dynamic shared memory get it requested (and allowed
above 48 KiB) at launch.
"""

from __future__ import annotations

import ctypes
import struct
import threading
from typing import Any, Dict, List, Optional, Sequence, Tuple

from . import language as tl
from ._params import _may_be_divisible
from .compiler import Target, TargetError
from .dtypes import _dtype_by_name

__all__ = ["LaunchError", "launch", "TensorMap", "TensorDescriptor"]


class LaunchError(RuntimeError):
    """A kernel could not be launched: no CUDA driver/device, no Python
    CUDA binding (cuda-python or CuPy), or a bad launch argument."""


class _Unavailable(Exception):
    pass


# ---------------------------------------------------------------------------
# Drivers
# ---------------------------------------------------------------------------


class _CudaPythonDriver:
    """The CUDA driver API through cuda-python."""

    name = "cuda-python"

    def __init__(self):
        try:
            from cuda.bindings import driver as cu  # optional: cuda-python >= 12.6
        except ImportError:
            try:
                from cuda import cuda as cu  # optional: older cuda-python
            except ImportError:
                raise _Unavailable("cuda-python is not installed") from None
        self.cu = cu
        (err,) = cu.cuInit(0)
        if err != cu.CUresult.CUDA_SUCCESS:
            raise _Unavailable(f"cuInit failed: {self._message(err)}")
        err, count = cu.cuDeviceGetCount()
        if err != cu.CUresult.CUDA_SUCCESS or count == 0:
            raise _Unavailable("the CUDA driver reports no device")
        self._contexts: Dict[int, Any] = {}
        self._modules: List[Any] = []

    def _message(self, err) -> str:
        try:
            _, s = self.cu.cuGetErrorString(err)
            return s.decode() if isinstance(s, bytes) else str(s)
        except Exception:
            return str(err)

    def _check(self, result, what: str):
        err = result[0]
        if err != self.cu.CUresult.CUDA_SUCCESS:
            raise LaunchError(f"{what} failed: {self._message(err)}")
        if len(result) == 1:
            return None
        return result[1] if len(result) == 2 else result[1:]

    def _use(self, device: int) -> None:
        cu = self.cu
        ctx = self._contexts.get(device)
        if ctx is None:
            dev = self._check(cu.cuDeviceGet(device), "cuDeviceGet")
            ctx = self._check(cu.cuDevicePrimaryCtxRetain(dev), "cuDevicePrimaryCtxRetain")
            self._contexts[device] = ctx
        self._check(cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")

    def current_device(self) -> int:
        return 0

    def capability(self, device: int) -> Tuple[int, int]:
        cu = self.cu
        dev = self._check(cu.cuDeviceGet(device), "cuDeviceGet")
        attr = cu.CUdevice_attribute
        major = self._check(cu.cuDeviceGetAttribute(
            attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev), "cuDeviceGetAttribute")
        minor = self._check(cu.cuDeviceGetAttribute(
            attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev), "cuDeviceGetAttribute")
        return int(major), int(minor)

    def load(self, ptx: str, name: str, device: int):
        self._use(device)
        image = ctypes.create_string_buffer(ptx.encode("utf-8"))
        module = self._check(self.cu.cuModuleLoadData(ctypes.addressof(image)), "cuModuleLoadData")
        self._modules.append(module)
        return self._check(self.cu.cuModuleGetFunction(module, name.encode()), "cuModuleGetFunction")

    def allow_dynamic_shared(self, function, nbytes: int, device: int) -> None:
        self._use(device)
        attr = self.cu.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
        self._check(self.cu.cuFuncSetAttribute(function, attr, nbytes), "cuFuncSetAttribute")

    def launch(self, function, grid, block, shared, stream, params_address, device):
        self._use(device)
        self._check(self.cu.cuLaunchKernel(function, grid[0], grid[1], grid[2], block, 1, 1,
                                           shared, stream or 0, params_address, 0),
                    "cuLaunchKernel")

    def launch_pdl(self, function, grid, block, shared, stream, params_address, device):
        """cuLaunchKernelEx with programmatic stream serialization allowed
        (programmatic dependent launch: the kernel may start before the
        previous one on the stream ends; griddepcontrol.wait waits for it)."""
        self._use(device)
        cu = self.cu
        config = cu.CUlaunchConfig()
        config.gridDimX, config.gridDimY, config.gridDimZ = grid
        config.blockDimX, config.blockDimY, config.blockDimZ = block, 1, 1
        config.sharedMemBytes = shared
        config.hStream = cu.CUstream(stream or 0)
        attr = cu.CUlaunchAttribute()
        attr.id = cu.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
        attr.value.programmaticStreamSerializationAllowed = 1
        config.attrs = [attr]
        config.numAttrs = 1
        self._check(cu.cuLaunchKernelEx(config, function, params_address, 0),
                    "cuLaunchKernelEx (launch_pdl)")


class _CupyDriver:
    """The CUDA driver API through CuPy's wrappers."""

    name = "cupy"

    def __init__(self):
        try:
            import cupy  # optional, heavy: only when it drives the launch
        except ImportError:
            raise _Unavailable("cupy is not installed") from None
        self.cupy = cupy
        try:
            count = cupy.cuda.runtime.getDeviceCount()
        except Exception as e:
            raise _Unavailable(f"CuPy finds no CUDA device: {e}") from None
        if count == 0:
            raise _Unavailable("CuPy finds no CUDA device")
        self._modules: List[int] = []

    def _use(self, device: int) -> None:
        self.cupy.cuda.Device(device).use()
        self.cupy.cuda.runtime.free(0)  # makes the primary context current

    def current_device(self) -> int:
        return self.cupy.cuda.runtime.getDevice()

    def capability(self, device: int) -> Tuple[int, int]:
        cc = int(self.cupy.cuda.Device(device).compute_capability)
        return cc // 10, cc % 10

    def load(self, ptx: str, name: str, device: int):
        self._use(device)
        drv = self.cupy.cuda.driver
        try:
            module = drv.moduleLoadData(ptx.encode("utf-8"))
            self._modules.append(module)
            return drv.moduleGetFunction(module, name)
        except Exception as e:
            raise LaunchError(f"loading the PTX of '{name}' failed: {e}") from e

    def allow_dynamic_shared(self, function, nbytes: int, device: int) -> None:
        self._use(device)
        drv = self.cupy.cuda.driver
        try:
            drv.funcSetAttribute(function, drv.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                 nbytes)
        except Exception as e:
            raise LaunchError(f"cuFuncSetAttribute (dynamic shared memory {nbytes} B) "
                              f"failed: {e}") from e

    def launch(self, function, grid, block, shared, stream, params_address, device):
        self._use(device)
        try:
            self.cupy.cuda.driver.launchKernel(function, grid[0], grid[1], grid[2], block, 1, 1,
                                               shared, stream or 0, params_address, 0)
        except Exception as e:
            raise LaunchError(f"cuLaunchKernel failed: {e}") from e


_DRIVER = None
_DRIVER_LOCK = threading.Lock()
_FUNCTIONS: Dict[tuple, Any] = {}
_DYNAMIC_ALLOWED: set = set()


def _driver():
    """The launch driver (created on first use); raises LaunchError when
    there is none."""
    global _DRIVER
    if _DRIVER is not None:
        return _DRIVER
    with _DRIVER_LOCK:
        if _DRIVER is not None:
            return _DRIVER
        reasons = []
        for factory in (_CudaPythonDriver, _CupyDriver):
            try:
                _DRIVER = factory()
                return _DRIVER
            except _Unavailable as e:
                reasons.append(str(e))
            except Exception as e:  # a broken installation
                reasons.append(f"{factory.name}: {type(e).__name__}: {e}")
        raise LaunchError("no CUDA device/driver: " + "; ".join(reasons) +
                          " (kernel.compile(target=...) still gives the PTX)")


_DEVICE_TARGETS: Dict[Tuple[int, int], Target] = {}


def device_target(capability: Tuple[int, int]) -> Target:
    """The target tile compiles for on a GPU of this compute capability:
    the arch-specific ``sm_XYa`` where it exists (wgmma on sm_90a,
    tcgen05 on sm_100a), else ``sm_XY``. (Remembered: every launch asks.)"""
    capability = tuple(capability)
    hit = _DEVICE_TARGETS.get(capability)
    if hit is None:
        hit = _DEVICE_TARGETS[capability] = _device_target(capability)
    return hit


def _device_target(capability: Tuple[int, int]) -> Target:
    cc = capability[0] * 10 + capability[1]
    for name in (f"sm_{cc}a", f"sm_{cc}"):
        try:
            t = Target(name)
        except TargetError:
            continue
        if t.llvm_can_emit:
            return t
    raise LaunchError(f"tile has no target for a GPU of compute capability "
                      f"{capability[0]}.{capability[1]}")


# ---------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------

#: Element types of torch tensors and of __cuda_array_interface__ typestrs
#: (kind and size), as tile dtype names; unsigned types stay unsigned (an
#: unannotated parameter takes them), their IR names are signless.
_TORCH_ELEMENTS = {
    "torch.float32": "float32", "torch.float16": "float16", "torch.bfloat16": "bfloat16",
    "torch.float64": "float64", "torch.int8": "int8", "torch.int16": "int16",
    "torch.int32": "int32", "torch.int64": "int64", "torch.uint8": "uint8",
    "torch.uint16": "uint16", "torch.uint32": "uint32", "torch.uint64": "uint64",
    "torch.bool": "int1", "torch.float8_e4m3fn": "float8e4m3fn",
    "torch.float8_e5m2": "float8e5m2", "torch.float8_e8m0fnu": "float8e8m0fnu",
}
_TYPESTR_ELEMENTS = {"f4": "float32", "f2": "float16", "f8": "float64", "i1": "int8",
                     "i2": "int16", "i4": "int32", "i8": "int64", "u1": "uint8", "u2": "uint16",
                     "u4": "uint32", "u8": "uint64", "b1": "int1"}
_TORCH_DTYPES = {k: _dtype_by_name(v).ir for k, v in _TORCH_ELEMENTS.items()}
_TYPESTR = {k: _dtype_by_name(v).ir for k, v in _TYPESTR_ELEMENTS.items()}
_DL_CODES = {0: "i", 1: "i", 2: "f", 4: "bf", 6: "b"}
_KDL_CUDA, _KDL_CUDA_HOST, _KDL_CUDA_MANAGED = 2, 3, 13


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


def _dlpack_info(capsule) -> Dict[str, Any]:
    """Reads a (not consumed) DLPack capsule: data address (plus
    byte_offset), device and element type. The capsule keeps ownership."""
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = [ctypes.py_object, ctypes.c_char_p]
    valid = ctypes.pythonapi.PyCapsule_IsValid
    valid.restype = ctypes.c_int
    valid.argtypes = [ctypes.py_object, ctypes.c_char_p]
    if not valid(capsule, b"dltensor"):
        raise LaunchError("__dlpack__() did not return an unused 'dltensor' capsule")
    # DLManagedTensor starts with its DLTensor; read it while the capsule lives.
    t = _DLTensor.from_address(get(capsule, b"dltensor"))
    info = {"data": int(t.data or 0) + int(t.byte_offset),
            "device_type": int(t.device.device_type), "device_id": int(t.device.device_id),
            "dtype": _dlpack_ir(t.dtype), "code": int(t.dtype.code), "bits": int(t.dtype.bits)}
    del t
    return info


def _dlpack_ir(dt: _DLDataType) -> Optional[str]:
    if dt.lanes != 1:
        return None
    code = _DL_CODES.get(dt.code)
    if code == "b":
        return "i1"
    if code is None:
        return None
    return f"{code}{dt.bits}"


def _check_element(name: str, found: Optional[str], element: tl.dtype, what: str):
    if found is not None and found != element.ir:
        raise LaunchError(f"argument '{name}' is {what} but the kernel parameter is "
                          f"tile.ptr({element!r}) (elements of type {element.ir})")


def _array_layout(tensor, who: str):
    """(shape, strides in elements, element IR name or None, bytes per
    element, address, device or None) of a torch tensor or an object with
    ``__cuda_array_interface__``."""
    module = type(tensor).__module__ or ""
    if module.startswith("torch"):
        return (tuple(tensor.shape), tuple(tensor.stride()),
                _TORCH_DTYPES.get(str(tensor.dtype)), int(tensor.element_size()),
                int(tensor.data_ptr()), tensor.device.index)
    cai = getattr(tensor, "__cuda_array_interface__", None)
    if cai is None:
        raise LaunchError(f"{who} takes a GPU tensor (torch, CuPy or __cuda_array_interface__)")
    shape = tuple(cai["shape"])
    size = int(cai["typestr"][2:])
    strides = tuple(s // size for s in cai["strides"]) if cai.get("strides") else \
        (shape[1], 1) if len(shape) == 2 else ()
    return shape, strides, _TYPESTR.get(cai["typestr"][1:]), size, int(cai["data"][0]), None


def _pointer_arg(name: str, arg, element: tl.dtype) -> Tuple[int, Optional[int]]:
    """(device address, device index or None) of a pointer argument."""
    if isinstance(arg, bool):
        raise LaunchError(f"argument '{name}' must be a GPU tensor/array or a device address, not a bool")
    if isinstance(arg, int):
        return arg, None
    module = type(arg).__module__ or ""
    if module.startswith("torch") and hasattr(arg, "data_ptr"):
        if not getattr(arg, "is_cuda", False):
            raise LaunchError(f"argument '{name}' is a torch tensor on {arg.device}; the kernel "
                              "needs GPU memory (.cuda())")
        _check_element(name, _TORCH_DTYPES.get(str(arg.dtype)), element, f"a {arg.dtype} tensor")
        return int(arg.data_ptr()), arg.device.index
    cai = getattr(arg, "__cuda_array_interface__", None)
    if cai is not None:
        typestr = cai.get("typestr", "")
        _check_element(name, _TYPESTR.get(typestr[1:]), element, f"an array of {typestr}")
        device = None
        dev = getattr(arg, "device", None)
        if dev is not None and hasattr(dev, "id"):
            device = int(dev.id)
        return int(cai["data"][0] or 0), device
    if hasattr(arg, "__dlpack__") and hasattr(arg, "__dlpack_device__"):
        dev_type, dev_id = arg.__dlpack_device__()
        if int(dev_type) not in (_KDL_CUDA, _KDL_CUDA_HOST, _KDL_CUDA_MANAGED):
            raise LaunchError(f"argument '{name}' is not in CUDA memory (DLPack device type "
                              f"{int(dev_type)}); the kernel needs GPU memory")
        capsule = arg.__dlpack__()
        info = _dlpack_info(capsule)
        _check_element(name, info["dtype"], element,
                       f"a DLPack tensor of type code {info['code']}/{info['bits']} bits")
        return info["data"], int(dev_id)
    if hasattr(arg, "__array_interface__") or hasattr(arg, "__dlpack__"):
        raise LaunchError(f"argument '{name}' is a host (CPU) array; the kernel needs GPU memory "
                          "(a torch CUDA tensor, a CuPy array or a device address)")
    raise LaunchError(f"argument '{name}' must be a GPU tensor/array (torch, CuPy, "
                      f"__cuda_array_interface__ or DLPack) or a device address, not "
                      f"{type(arg).__name__}")


def _pointer_arg_once(memo: Optional[Dict[str, Any]], name: str, arg,
                      element: tl.dtype) -> Tuple[int, Optional[int]]:
    """_pointer_arg, once per launch: `memo` (None: not remembered) keeps
    the answer for parameter `name` while its argument is `arg` (a DLPack
    argument makes a capsule each time it is asked)."""
    if memo is None:
        return _pointer_arg(name, arg, element)
    hit = memo.get(name)
    if hit is None or hit[0] is not arg:
        hit = memo[name] = (arg, _pointer_arg(name, arg, element))
    return hit[1]


class TensorMap:
    """A ``CUtensorMap``: the 128 bytes a ``tile.tensor_map`` parameter
    takes by value, the device of the tensor it describes (or None) and,
    when known, the box it was encoded with (``box = (rows, cols)`` in
    elements, ``element_bytes`` each; the launch checks it against the
    kernel's ``tensor_map_boxes``) and its swizzle in bytes (checked
    against the kernel's ``tensor_map_swizzles``)."""

    __slots__ = ("data", "device", "box", "element_bytes", "swizzle")

    # cuda.h (CUDA 12.0 .. 13.x)
    _DTYPES = {"i8": 0, "f16": 6, "f32": 7, "bf16": 9,
               "f8E4M3FN": 0, "f8E5M2": 0}  # 8-bit elements travel as bytes
    _BYTES = {"i8": 1, "f16": 2, "f32": 4, "bf16": 2, "f8E4M3FN": 1, "f8E5M2": 1}
    _SWIZZLE = {0: 0, 32: 1, 64: 2, 128: 3}

    def __init__(self, data: bytes, device: Optional[int] = None, *,
                 box: Optional[Sequence[int]] = None, element_bytes: Optional[int] = None,
                 swizzle: Optional[int] = None):
        data = bytes(data)
        if len(data) != 128:
            raise LaunchError(f"a CUtensorMap is 128 bytes, got {len(data)}")
        self.data = data
        self.device = device
        self.box = tuple(int(x) for x in box) if box is not None else None
        self.element_bytes = element_bytes
        self.swizzle = swizzle

    def reads(self, box: Sequence[int]) -> bool:
        """Whether TMA copies of ``box = (rows, cols)`` read this map's
        box (a row wider than 128 bytes is a number of 128-byte slabs, each
        one box of the map); True when the map's box is unknown."""
        if self.box is None or not self.element_bytes:
            return True
        rows, cols = (int(x) for x in box)
        slab = 128 // self.element_bytes
        if cols > slab and cols % slab == 0:
            cols = slab
        return (rows, cols) == self.box

    @classmethod
    def tiled(cls, tensor, box, *, swizzle: Optional[int] = None,
              element=None) -> "TensorMap":
        """Encodes a 2-D row-major GPU tensor (torch or anything with
        ``__cuda_array_interface__``) for ``tile.load_box`` boxes of
        ``box = (rows, cols)`` elements: dimensions innermost first, the row
        stride in bytes, zero fill outside the tensor, and the 128-byte
        swizzle that tile's pipelines read (``swizzle`` in bytes: what the
        kernel's boxes read, ``CompiledKernel.tensor_map_swizzles``; by
        default 128 when a box row is 128 bytes or a multiple of it, else
        none, which is what tile compiles such boxes to).
        A box whose rows are 2-8 times 128 bytes (``tile.load_box`` and
        ``tile.store_box`` copy it as 128-byte-wide slabs) is encoded with
        the slab's width. ``element`` (a tile dtype or its name, e.g.
        ``tile.bfloat16``) overrides the array's element type where the
        array cannot say it: CuPy has no bfloat16, so bf16 data travels as
        uint16 bits."""
        rows, cols = (int(x) for x in box)
        element_override = element
        shape, strides, element, array_bytes, address, device = _array_layout(
            tensor, "TensorMap.tiled")
        if element_override is not None:
            given = str(getattr(element_override, "ir", element_override))
            if given not in cls._BYTES or cls._BYTES[given] != array_bytes:
                raise LaunchError(f"TensorMap.tiled: element {given} does not fit the array's "
                                  f"{array_bytes}-byte elements")
            element = given
        if len(shape) != 2 or strides[1] != 1:
            raise LaunchError(f"TensorMap.tiled needs a 2-D row-major tensor, got shape {shape} "
                              f"strides {strides}")
        return cls.encode(address, element, shape, strides[0], (rows, cols), device,
                          swizzle=swizzle)

    @classmethod
    def encode(cls, address: int, element: str, shape, row_stride: int, box,
               device: Optional[int] = None, *, swizzle: Optional[int] = None,
               who: str = "TensorMap.tiled") -> "TensorMap":
        """The map of a 2-D row-major tensor of ``shape = (rows, cols)``
        ``element`` values (IR name: "f16", "bf16", ...) at ``address``,
        rows ``row_stride`` elements apart, for copies of ``box`` (as
        :meth:`tiled`)."""
        rows, cols = (int(x) for x in box)
        shape = tuple(int(x) for x in shape)
        if element not in cls._DTYPES:
            raise LaunchError(f"{who}: unsupported element type {element}")
        eb = cls._BYTES[element]
        if (row_stride * eb) % 16 or address % 16:
            raise LaunchError(f"{who}: the row stride ({row_stride * eb} B) and the "
                              f"address must be multiples of 16 bytes")
        if swizzle is None:
            swizzle = 128 if cols * eb % 128 == 0 and cols * eb <= 1024 else 0
        if swizzle == 128 and cols * eb > 128:
            cols = 128 // eb  # one slab of a wide box
        if swizzle not in cls._SWIZZLE:
            raise LaunchError("TensorMap.tiled: swizzle must be 0, 32, 64 or 128 bytes")
        # A launch driver may encode maps itself (the CPU emulator's does).
        encode = getattr(_DRIVER, "encode_tiled", None) or _encode_tiled
        return cls(encode(address, cls._DTYPES[element], (shape[1], shape[0]),
                          row_stride * eb, (cols, rows), cls._SWIZZLE[swizzle]), device,
                   box=(rows, cols), element_bytes=eb, swizzle=swizzle)

    def __bytes__(self) -> bytes:
        return self.data

    def __repr__(self) -> str:
        return f"<TensorMap {self.data[:8].hex()}... device {self.device}>"


def _encode_tiled(address, dtype, dims, row_stride, box, swizzle) -> bytes:
    """cuTensorMapEncodeTiled from libcuda (rank 2, no interleave, L2
    promotion 256 B, zero fill)."""
    try:
        lib = ctypes.CDLL("libcuda.so.1")
        f = lib.cuTensorMapEncodeTiled
    except (OSError, AttributeError) as e:
        raise LaunchError(f"cuTensorMapEncodeTiled is unavailable (libcuda: {e})") from None
    f.restype = ctypes.c_int
    f.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32, ctypes.c_void_p,
                  ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64),
                  ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32),
                  ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    out = _aligned_bytes(128, 64)
    rc = f(ctypes.addressof(out), dtype, 2, address, (ctypes.c_uint64 * 2)(*dims),
           (ctypes.c_uint64 * 1)(row_stride), (ctypes.c_uint32 * 2)(*box),
           (ctypes.c_uint32 * 2)(1, 1), 0, swizzle, 3, 0)
    if rc != 0:
        raise LaunchError(f"cuTensorMapEncodeTiled failed (CUresult {rc}): dims {dims}, row "
                          f"stride {row_stride} B, box {box}")
    return ctypes.string_at(ctypes.addressof(out), 128)


def _aligned_bytes(nbytes: int, align: int):
    """A ctypes byte array of nbytes at an address that is a multiple of align."""
    raw = (ctypes.c_uint8 * (nbytes + align))()
    offset = (-ctypes.addressof(raw)) % align
    view = (ctypes.c_uint8 * nbytes).from_buffer(raw, offset)
    view._keep = raw  # noqa: SLF001 (keeps the allocation alive)
    return view


class TensorDescriptor:
    """Triton's host-side tensor descriptor
    (``triton.tools.tensor_descriptor.TensorDescriptor``): a 2-D row-major
    GPU tensor and the block a kernel reads and writes with
    ``desc.load([row, col])`` / ``desc.store([row, col], v)``. An
    unannotated kernel parameter launched with one becomes a
    ``tile.tensor_descriptor(dtype, block_shape)``; the launch encodes the
    tensor map (``TensorMap.tiled``) with the box the compiled kernel copies
    and keeps it for the next launch. ``element`` (a tile dtype) names the
    element type where the array cannot (CuPy has no bfloat16)."""

    __slots__ = ("base", "shape", "strides", "block_shape", "element", "_maps")

    def __init__(self, base, shape, strides, block_shape, *, element=None):
        self.base = base
        self.shape = tuple(int(x) for x in shape)
        self.strides = tuple(int(x) for x in strides)
        self.block_shape = tuple(int(x) for x in block_shape)
        if len(self.shape) != 2 or len(self.block_shape) != 2:
            raise LaunchError(f"TensorDescriptor: tile's host tensor descriptors are 2-D (TMA "
                              f"boxes), got shape {self.shape} and block {self.block_shape}; "
                              "make 1-D and 3-D to 5-D descriptors in the kernel with "
                              "tl.make_tensor_descriptor(ptr, shape, strides, block_shape)")
        if self.strides[-1] != 1:
            raise LaunchError(f"TensorDescriptor: the last dimension must be contiguous, got "
                              f"strides {self.strides}")
        self.element = element
        self._maps = {}

    @classmethod
    def from_tensor(cls, tensor, block_shape, *, element=None) -> "TensorDescriptor":
        """The descriptor of a whole tensor (Triton's ``from_tensor``)."""
        shape, strides, *_ = _array_layout(tensor, "TensorDescriptor.from_tensor")
        return cls(tensor, shape, strides, block_shape, element=element)

    def tensor_map(self, box, swizzle: Optional[int] = None) -> TensorMap:
        """The TensorMap for copies of ``box`` with ``swizzle`` (bytes; by
        default as :meth:`TensorMap.tiled` picks), encoded once for each."""
        key = (tuple(int(x) for x in box), swizzle)
        if key not in self._maps:
            self._maps[key] = TensorMap.tiled(self.base, key[0], element=self.element,
                                              swizzle=swizzle)
        return self._maps[key]

    def __repr__(self) -> str:
        return (f"<TensorDescriptor shape {self.shape}, strides {self.strides}, "
                f"block {self.block_shape}>")


def _tensor_map_arg(name: str, arg):
    """(ctypes holder of the 128 bytes, device or None)."""
    if isinstance(arg, TensorMap):
        data, device = arg.data, arg.device
    elif isinstance(arg, (bytes, bytearray, memoryview)) and len(arg) == 128:
        data, device = bytes(arg), None
    else:
        raise LaunchError(f"argument '{name}' is a tensor-map parameter: pass a tile.TensorMap "
                          f"(TensorMap.tiled(tensor, box)) or its 128 bytes, not "
                          f"{type(arg).__name__}")
    holder = _aligned_bytes(128, 64)
    ctypes.memmove(holder, data, 128)
    return holder, device


_INT_CTYPES = {8: ctypes.c_int8, 16: ctypes.c_int16, 32: ctypes.c_int32, 64: ctypes.c_int64}


def _scalar_arg(name: str, arg, dt: tl.dtype):
    """A ctypes object holding a scalar argument's bits."""
    if hasattr(arg, "item") and getattr(arg, "ndim", None) == 0:
        arg = arg.item()
    if dt.is_bool:
        return ctypes.c_uint8(1 if arg else 0)
    if dt.is_int:
        if isinstance(arg, float) or not hasattr(arg, "__index__"):
            raise LaunchError(f"argument '{name}' must be an integer ({dt.name}), got "
                              f"{type(arg).__name__}")
        v = int(arg)
        lo = 0 if dt.kind == "uint" else -(1 << (dt.bits - 1))
        hi = (1 << dt.bits) - 1 if dt.kind == "uint" else (1 << (dt.bits - 1)) - 1
        if not lo <= v <= hi:
            raise LaunchError(f"argument '{name}' = {v} does not fit in {dt.name}")
        if v >= 1 << (dt.bits - 1):
            v -= 1 << dt.bits
        return _INT_CTYPES[dt.bits](v)
    try:
        v = float(arg)
    except (TypeError, ValueError):
        raise LaunchError(f"argument '{name}' must be a number ({dt.name}), got "
                          f"{type(arg).__name__}") from None
    if dt is tl.float32:
        return ctypes.c_float(v)
    if dt is tl.float64:
        return ctypes.c_double(v)
    if dt is tl.float16:
        return ctypes.c_uint16(struct.unpack("<H", struct.pack("<e", v))[0])
    if dt is tl.bfloat16:
        bits = struct.unpack("<I", struct.pack("<f", v))[0]
        bits += 0x7FFF + ((bits >> 16) & 1)  # round to nearest even
        return ctypes.c_uint16((bits >> 16) & 0xFFFF)
    raise LaunchError(f"argument '{name}': {dt.name} scalars cannot be passed")


def _grid3(grid, meta: Dict[str, Any]) -> Tuple[int, int, int]:
    if callable(grid):
        grid = grid(meta)
    if isinstance(grid, int) and not isinstance(grid, bool):
        grid = (grid,)
    try:
        dims = tuple(int(g) for g in grid)
    except (TypeError, ValueError):
        raise LaunchError(f"the grid must be an int, a tuple of 1-3 ints or a callable "
                          f"returning one, got {grid!r}") from None
    if not 1 <= len(dims) <= 3 or any(d < 0 for d in dims):
        raise LaunchError(f"the grid must have 1-3 non-negative dimensions, got {dims}")
    return dims + (1,) * (3 - len(dims))


def _stream_of(args, stream):
    if stream is not None:
        return int(getattr(stream, "cuda_stream", getattr(stream, "ptr", stream)) or 0)
    for a in args:
        module = type(a).__module__ or ""
        if module.startswith("torch") and getattr(a, "is_cuda", False):
            import torch  # optional, heavy: the argument is a torch tensor
            return int(torch.cuda.current_stream(a.device).cuda_stream)
        if module.startswith("cupy"):
            import cupy  # optional, heavy: the argument is a CuPy array
            return int(cupy.cuda.get_current_stream().ptr)
    return 0


# ---------------------------------------------------------------------------
# Launching
# ---------------------------------------------------------------------------


def _descriptor_arg(compiled, d, args: Dict[str, Any]):
    """(holder, device) of the tensor map of a descriptor the kernel makes
    (tile.make_tensor_descriptor), encoded from the launch arguments."""
    def value(v, what):
        if isinstance(v, int):
            return v
        if isinstance(v, (tuple, list)):
            op, lhs, rhs = v[0], value(v[1], what), value(v[2], what)
            if op == "div":
                if rhs == 0:
                    raise LaunchError(f"'{compiled.name}': the tensor descriptor's {what} "
                                      f"divides by zero")
                q = abs(lhs) // abs(rhs)
                return q if (lhs < 0) == (rhs < 0) else -q  # C division
            return {"add": lhs + rhs, "sub": lhs - rhs, "mul": lhs * rhs}[op]
        a = args[v]
        if hasattr(a, "item") and getattr(a, "ndim", None) == 0:
            a = a.item()
        if isinstance(a, bool) or not hasattr(a, "__index__"):
            raise LaunchError(f"'{compiled.name}': the tensor descriptor's {what} is argument "
                              f"'{v}', which must be an integer, got {type(a).__name__}")
        return int(a)
    element = _dtype_by_name(d.element)
    address, device = _pointer_arg(d.base, args[d.base], element)
    shape = (value(d.shape[0], "row count"), value(d.shape[1], "column count"))
    stride = value(d.row_stride, "row stride")
    box = compiled.tensor_map_boxes.get(d.name) or d.block
    where = f"'{compiled.name}': tensor descriptor of '{d.base}'"
    if min(shape) < 1 or stride < 1:
        raise LaunchError(f"{where}: shape {shape} and row stride {stride} do not describe a "
                          f"tensor")
    swizzle = getattr(compiled, "tensor_map_swizzles", {}).get(d.name)
    tmap = TensorMap.encode(address, element.ir, shape, stride, box, device, swizzle=swizzle,
                            who=where)
    return _tensor_map_arg(d.name, tmap)


def launch(compiled, grid, args: Sequence[Any], *, stream=None, device: Optional[int] = None,
           meta: Optional[Dict[str, Any]] = None, launch_pdl: bool = False,
           pointers: Optional[Dict[str, Any]] = None) -> None:
    """Launches a :class:`tile.CompiledKernel` with its runtime arguments
    (in parameter order) on ``grid`` (1-3 ints, or a callable taking the
    argument dict). ``launch_pdl=True`` (Triton's option) launches it as a
    programmatic dependent launch on sm_90+ GPUs: it may start while the
    previous kernel on the stream still runs, and ``tile.gdc_wait()`` waits
    for that kernel (on older GPUs it is an ordinary launch). ``pointers``:
    what the caller already read of the pointer arguments
    (_pointer_arg_once)."""
    specs = getattr(compiled, "_runtime_params", None)
    if specs is None and compiled._kernel is not None:
        specs = [p for p in compiled._kernel.params if p.kind != "constexpr"]
    if specs is None or len(specs) != len(args):
        raise LaunchError(f"kernel '{compiled.name}' takes {len(compiled.params)} runtime "
                          f"arguments ({', '.join(n for n, _ in compiled.params)}), got {len(args)}")
    holders = []
    devices = set()
    divisible = getattr(compiled, "_divisible", frozenset())
    for p, a in zip(specs, args):
        if p.kind == "pointer" and p.type.tensor_map:
            want = getattr(compiled, "tensor_map_boxes", {}).get(p.name)
            swizzle = getattr(compiled, "tensor_map_swizzles", {}).get(p.name)
            if isinstance(a, TensorDescriptor):
                block = getattr(p.type, "block_shape", None)
                if block is not None and tuple(block) != a.block_shape:
                    raise LaunchError(f"argument '{p.name}' is a descriptor of "
                                      f"{a.block_shape[0]}x{a.block_shape[1]} blocks, but "
                                      f"'{compiled.name}' was compiled for "
                                      f"{block[0]}x{block[1]}")
                a = a.tensor_map(want or a.block_shape, swizzle)
            if want and isinstance(a, TensorMap) and not a.reads(want):
                why = (" (the kernel runs over CTA pairs, cta_group = 2: each block copies "
                       "half of the B box)" if getattr(compiled, "cta_group", 1) == 2 else "")
                raise LaunchError(f"argument '{p.name}' is a tensor map of {a.box[0]}x{a.box[1]} "
                                  f"boxes, but '{compiled.name}' copies {want[0]}x{want[1]} boxes "
                                  f"of it{why}: encode it with TensorMap.tiled(tensor, "
                                  f"({want[0]}, {want[1]}))")
            if (swizzle is not None and isinstance(a, TensorMap) and a.swizzle is not None
                    and a.swizzle != swizzle):
                def said(s):
                    return f"a {s}-byte swizzle" if s else "no swizzle"
                raise LaunchError(f"argument '{p.name}' is a tensor map encoded with "
                                  f"{said(a.swizzle)}, but '{compiled.name}' reads its boxes "
                                  f"with {said(swizzle)}: encode it with TensorMap.tiled(tensor, "
                                  f"box, swizzle={swizzle})")
            holder, dev = _tensor_map_arg(p.name, a)
            holders.append(holder)
            if dev is not None:
                devices.add(dev)
        elif p.kind == "pointer":
            address, dev = _pointer_arg_once(pointers, p.name, a, p.type.element)
            if p.name in divisible and address % 16:
                raise LaunchError(f"argument '{p.name}' is at {address:#x}, but "
                                  f"'{compiled.name}' was compiled for a 16-byte aligned "
                                  f"{p.name} (a launch through the kernel compiles it for "
                                  f"other arguments)")
            holders.append(ctypes.c_uint64(address))
            if dev is not None:
                devices.add(dev)
        else:
            if getattr(p, "one", False) and (isinstance(a, bool) or a != 1):
                raise LaunchError(f"argument '{p.name}' is {a!r}, but '{compiled.name}' was "
                                  f"compiled for {p.name} = 1 (a launch through the kernel "
                                  f"compiles it for other values)")
            if p.name in divisible and (isinstance(a, bool) or int(a) % 16):
                raise LaunchError(f"argument '{p.name}' is {a!r}, but '{compiled.name}' was "
                                  f"compiled for a multiple of 16 (a launch through the "
                                  f"kernel compiles it for other values)")
            holders.append(_scalar_arg(p.name, a, p.type))
    by_name = {p.name: a for p, a in zip(specs, args)}
    for d in getattr(compiled, "descriptors", ()):
        holder, dev = _descriptor_arg(compiled, d, by_name)
        holders.append(holder)
        if dev is not None:
            devices.add(dev)
    if len(devices) > 1:
        raise LaunchError(f"the arguments of '{compiled.name}' live on different GPUs {sorted(devices)}")
    drv = _driver()
    if device is None:
        device = devices.pop() if devices else drv.current_device()
    cap = drv.capability(device)
    gpu = f"sm_{cap[0] * 10 + cap[1]}"
    if not compiled.target.runs_on_device(gpu):
        raise LaunchError(f"'{compiled.name}' was compiled for {compiled.target.name}, which does not "
                          f"run on this {gpu} GPU (device {device})")
    dims = _grid3(grid, dict(meta or {}))
    if 0 in dims:
        return None
    cluster = getattr(compiled, "cluster_dims", None)
    if cluster and any(g % c for g, c in zip(dims, cluster)):
        raise LaunchError(f"'{compiled.name}' runs in clusters of {tuple(cluster)} blocks: the grid "
                          f"{dims} must be a multiple of that in each dimension")
    key = (id(drv), device, compiled.key)
    function = _FUNCTIONS.get(key)
    if function is None:
        function = drv.load(compiled.ptx, compiled.name, device)
        _FUNCTIONS[key] = function
    shared = compiled.dynamic_shared_bytes
    if shared > 48 * 1024 and key not in _DYNAMIC_ALLOWED:
        allow = getattr(drv, "allow_dynamic_shared", None)
        if allow is None:
            raise LaunchError(f"'{compiled.name}' needs {shared} B of dynamic shared memory and "
                              f"the {getattr(drv, 'name', 'CUDA')} driver cannot allow it")
        allow(function, shared, device)
        _DYNAMIC_ALLOWED.add(key)
    pointers = (ctypes.c_void_p * max(len(holders), 1))(*[ctypes.addressof(h) for h in holders])
    launch_fn = drv.launch
    if launch_pdl and cap[0] >= 9:
        launch_fn = getattr(drv, "launch_pdl", None)
        if launch_fn is None:
            raise LaunchError(f"launch_pdl: the {getattr(drv, 'name', 'CUDA')} driver cannot "
                              f"make a programmatic dependent launch (cuLaunchKernelEx); "
                              f"install cuda-python")
    launch_fn(function, dims, compiled.num_threads, shared, _stream_of(args, stream),
              ctypes.addressof(pointers) if holders else 0, device)
    return None


def _divisible(params, bound, keep, pointers=None) -> Tuple[str, ...]:
    """Triton's divisibility specialization: the runtime parameters whose
    launch argument is a 16-byte aligned pointer or an integer divisible by
    16 (the kernel is compiled knowing it: vector accesses without run-time
    alignment tests), except tensor maps, parameters specialized to 1 and
    those the kernel names in do_not_specialize."""
    out = []
    for p in params:
        if not _may_be_divisible(p) or p.name in keep or getattr(p, "one", False):
            continue
        a = bound[p.name]
        if p.kind == "pointer":
            if isinstance(a, (TensorDescriptor, TensorMap)):
                continue
            address, _ = _pointer_arg_once(pointers, p.name, a, p.type.element)
            if address % 16 == 0:
                out.append(p.name)
        elif isinstance(a, int) and not isinstance(a, bool) and a % 16 == 0:
            out.append(p.name)
    return tuple(out)


def _argument_type(name: str, arg):
    """The type an unannotated parameter takes from its launch argument, as
    Triton's: a GPU tensor/array is a pointer to its elements, a bool an
    int1, an int an int32 (int64 where it does not fit), a float a
    float32."""
    if isinstance(arg, bool):
        return tl.int1
    if isinstance(arg, int):
        return tl.int32 if -2**31 <= arg < 2**31 else tl.int64
    if isinstance(arg, float):
        return tl.float32
    if isinstance(arg, TensorDescriptor):
        element = arg.element or _argument_type(name, arg.base).element
        return tl.tensor_descriptor(element, arg.block_shape)
    module = type(arg).__module__ or ""
    element = None
    if module.startswith("torch") and hasattr(arg, "data_ptr"):
        element = _TORCH_ELEMENTS.get(str(arg.dtype))
    elif getattr(arg, "__cuda_array_interface__", None) is not None:
        element = _TYPESTR_ELEMENTS.get(arg.__cuda_array_interface__.get("typestr", "")[1:])
    elif hasattr(arg, "item") and getattr(arg, "ndim", None) == 0:
        return _argument_type(name, arg.item())
    else:
        raise LaunchError(f"argument '{name}' ({type(arg).__name__}) cannot type the "
                          f"unannotated parameter '{name}': pass a GPU tensor/array (torch, "
                          f"CuPy, __cuda_array_interface__), an int, a float or a bool, or "
                          f"annotate the parameter")
    if element is None:
        raise LaunchError(f"argument '{name}': its element type cannot be a kernel pointer's; "
                          f"annotate the parameter (tile.ptr(<dtype>))")
    return tl.ptr(_dtype_by_name(element))


def _bind(name: str, names: List[str], args, kwargs, defaults) -> Dict[str, Any]:
    if len(args) > len(names):
        raise TypeError(f"{name}() takes {len(names)} arguments but {len(args)} were given")
    bound = dict(zip(names, args))
    for k, v in kwargs.items():
        if k not in names:
            raise TypeError(f"{name}() got an unexpected keyword argument '{k}'")
        if k in bound:
            raise TypeError(f"{name}() got multiple values for argument '{k}'")
        bound[k] = v
    for n in names:
        if n not in bound:
            if n in defaults:
                bound[n] = defaults[n]
            else:
                raise TypeError(f"{name}() missing argument '{n}'")
    return bound
