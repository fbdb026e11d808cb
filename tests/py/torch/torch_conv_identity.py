import torch
t = torch.ones(2)
print(t.to(torch.float32) is t, t.to('cpu') is t, t.float() is t, t.double() is t)
print(t.to(torch.float32, copy=True) is t, t.cpu() is t, t.contiguous() is t)
print(t.type(), t.type(torch.float64), t.type('torch.IntTensor'))
print(t.to(torch.int64), t.long(), t.int(), t.half(), t.bool(), t.to(dtype=torch.float64))
print(t.to(torch.zeros(1, dtype=torch.int32)).dtype, t.to('cpu', torch.float64).dtype)
print(t.device, t.to(torch.device('cpu')).device, t.is_cuda)
print(t.data_ptr() == t.view(2).data_ptr(), t.storage_offset(), t[1:].storage_offset())
