import torch
# rand/randn with dtype float16/bfloat16/float64 and size tuples, out-of-order calls
torch.manual_seed(123)
print(torch.rand(2, 3, dtype=torch.float64), torch.randn((2, 2), dtype=torch.float64), torch.rand([3]), torch.randn(size=(2,)))
print(torch.rand(4, dtype=torch.float16), torch.rand(4, dtype=torch.bfloat16))
print(torch.randn(4, dtype=torch.float16), torch.randn(4, dtype=torch.bfloat16))
print(torch.randn(17, dtype=torch.float64), torch.randn(3, 7))
try:
    torch.rand(2, dtype=torch.int64)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.randn(2, dtype=torch.int32)
except Exception as e:
    print(type(e).__name__, e)
