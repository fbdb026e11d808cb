import torch

base = torch.arange(12.0).reshape(3, 4)
objs = {
    "f64": torch.tensor([1.5, 2.5], dtype=torch.float64),
    "f16": torch.tensor([0.1, 0.2], dtype=torch.float16),
    "i8": torch.tensor([-1, 2], dtype=torch.int8),
    "u8": torch.tensor([255, 0], dtype=torch.uint8),
    "bool": torch.tensor([True, False]),
    "cplx": torch.tensor([1 + 2j]),
    "empty": torch.empty(0, 3),
    "scalar": torch.tensor(7),
    "t": base.t(),
    "col": base[:, 1],
    "exp": torch.tensor([1.0, 2.0]).unsqueeze(0).expand(3, 2),
    "base": base,
}
torch.save(objs, "dtypes.pt")
r = torch.load("dtypes.pt")
for k, v in r.items():
    print(k, v.dtype, tuple(v.shape), v.stride(), v.storage_offset(), v.is_contiguous())
print(r["t"])
print(r["col"], r["exp"])
r["base"][0, 1] = -1.0
print(r["col"], r["t"][1])
print(torch.equal(r["f16"], objs["f16"]), r["cplx"], r["scalar"].item(), r["empty"].numel())
r["exp"][0, 0] = 9.0
print(r["exp"])
