# pytorch/tutorials recipes_source/recipes/swap_tensors.py @ 102956ffb0b138738a60a163c979f8a7f7f9c8ff (BSD-3-Clause)
# Recipe code verbatim but for its `id(...)` prints (addresses): each prints whether the object is the one
# it was before instead. Prose trimmed; seeded; each section's failure is caught by the driver.
import torch
import torch.nn as nn
torch.manual_seed(0)  # nnscope: seeded
t1 = torch.arange(2)
t2 = torch.arange(3)
print(f"Before swapping, t1: {t1}, t2: {t2}")
torch.utils.swap_tensors(t1, t2)
print(f"After swapping, t1: {t1}, t2: {t2}")

mod = torch.nn.Linear(1, 2, bias=False)
optimizer = torch.optim.SGD(mod.parameters())
print(f"weight in mod: {mod.weight}")
print(f"weight in optimizer: {optimizer.param_groups[0]['params']}")
mod.weight = torch.nn.Parameter(2 * mod.weight)
print(f"weight in mod: {mod.weight}")
print(f"weight in optimizer: {optimizer.param_groups[0]['params']}")

try:  # nnscope: the subclass sections need __torch_dispatch__
    aten = torch.ops.aten

    class MyQuantizedLinearWeight(torch.Tensor):
        @staticmethod
        def __new__(cls, elem, scale):
            return torch.Tensor._make_wrapper_subclass(
                cls,
                elem.shape,
                dtype=elem.dtype,
                layout=elem.layout,
                device=elem.device,
                strides=elem.stride(),
                storage_offset=elem.storage_offset())

        def __init__(self, elem: torch.Tensor, scale: float):
            self.elem = elem
            self.scale = scale

        def __repr__(self):
            return f"MyQuantizedLinearWeight({self.elem}, scale={self.scale})"

        @classmethod
        def __torch_dispatch__(cls, func, types, args, kwargs):
            if func in (aten.detach.default, aten._to_copy.default):
                new_elem = func(args[0].elem, *args[1:], **kwargs)
                return cls(new_elem, args[0].scale)
            # Implementations for certain ops would be added to ``OP_TABLE``.
            # We omit this for brevity.
            OP_TABLE = dict()
            if func in OP_TABLE:
              return OP_TABLE[func](func, args, kwargs)
            raise NotImplementedError(f"Unsupported function {func}")

    m = nn.Linear(3, 5, dtype=torch.float32)
    m.weight = torch.nn.Parameter(MyQuantizedLinearWeight(m.weight, 0.5))
    w0, b0 = m.weight, m.bias  # nnscope: for the id() prints
    m.bfloat16()
    print(f"After: same weight {m.weight is w0}, same bias {m.bias is b0}")
    print(f"m.weight.dtype: {m.weight.dtype}")
    print(f"m.weight.elem.dtype: {m.weight.elem.dtype}")
    print(f"m.bias.dtype: {m.bias.dtype}")

    torch.__future__.set_swap_module_params_on_conversion(True)
    m = nn.Linear(3, 5, dtype=torch.float32)
    m.weight = torch.nn.Parameter(MyQuantizedLinearWeight(m.weight, 0.5))
    w0, b0 = m.weight, m.bias
    m.bfloat16()
    print(f"After: same weight {m.weight is w0}, same bias {m.bias is b0}")
    print(f"m.weight.dtype: {m.weight.dtype}")
    print(f"m.weight.elem.dtype: {m.weight.elem.dtype}")
    print(f"m.bias.dtype: {m.bias.dtype}")
    torch.__future__.set_swap_module_params_on_conversion(False)

    @classmethod
    def custom_torch_function(cls, func, types, args=(), kwargs=None):
        kwargs = {} if kwargs is None else kwargs

        if func is torch.Tensor.module_load:
            dest, src = args[0], args[1]
            assert type(dest) == cls and type(src) == torch.Tensor
            return MyQuantizedLinearWeight(src, dest.scale)
        else:
            with torch._C.DisableTorchFunctionSubclass():
                    return func(*args, **kwargs)

    MyQuantizedLinearWeight.__torch_function__ = custom_torch_function

    def fn(m):
        if isinstance(m, nn.Linear):
            requires_grad = m.weight.requires_grad
            m.weight = torch.nn.Parameter(
                        MyQuantizedLinearWeight(m.weight, 0.5), requires_grad=requires_grad
                       )

    with torch.device("meta"):
        m = nn.Linear(3, 5)
        m.apply(fn)

    torch.__future__.set_swap_module_params_on_conversion(True)
    w0, b0 = m.weight, m.bias
    print(f"m.state_dict() before load_state_dict():\n {m.state_dict()}")
    state_dict = nn.Linear(3, 5).state_dict()
    print(f"state_dict:\n {state_dict}")
    m.load_state_dict(state_dict, assign=True)
    print(f"After: same weight {m.weight is w0}, same bias {m.bias is b0}")
    print(f"m.state_dict() after load_state_dict():\n {m.state_dict()}")
except Exception as e:
    print(type(e).__name__, e)
