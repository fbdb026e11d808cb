import torch
dts = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64, torch.complex128]
for a in dts:
    print(str(a)[6:], ' '.join(str(torch.promote_types(a, b))[6:] for b in dts))
for a in dts:
    print(str(a)[6:], ''.join('1' if torch.can_cast(a, b) else '0' for b in dts))
