import torch
# torch.tensor with dtype and requires_grad from nested mixed; copy of non-contiguous input
base = torch.arange(6.).reshape(2, 3).t()
c = base.clone().detach()
print(c, c.is_contiguous(), base.contiguous().stride())
print(torch.tensor([[1, 2], [3, 4]], dtype=torch.float64, requires_grad=True))
print(torch.tensor([1, 2.5, True], dtype=torch.float16), torch.tensor([[0.5], [1]], dtype=torch.bfloat16))
print(torch.tensor([[1, 2]], dtype=torch.int16).dtype, torch.tensor((True, False), dtype=torch.uint8))
print(torch.tensor([[[]]]).shape, torch.tensor([[[1]]]).shape, torch.tensor([[[1], [2]]]).shape)
x = torch.tensor([1., 2.])
print(torch.zeros_like(x).data_ptr() != x.data_ptr(), x.new_tensor(x).equal(x))
