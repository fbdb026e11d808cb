import torch
# reshape vs view after transpose; is_contiguous on special shapes
x = torch.arange(6).reshape(2, 3)
t = x.t()
try:
    t.view(6)
except Exception as e:
    print(type(e).__name__, e)
print(t.reshape(6), t.contiguous().view(6), t.reshape(3, 2).data_ptr() == x.data_ptr())
print(torch.zeros(1, 5).t().is_contiguous(), torch.zeros(5, 1).t().is_contiguous(), torch.zeros(0, 3).t().is_contiguous())
print(x[:, :1].is_contiguous(), x[:1].is_contiguous(), x[:, 1:].is_contiguous(), x[:, ::2].stride())
print(torch.zeros(2, 1, 3).transpose(0, 1).is_contiguous(), torch.zeros(2, 3)[:, None].stride())
e = torch.zeros(3, 1).expand(3, 4)
print(e.is_contiguous(), e.reshape(12).data_ptr() == e.data_ptr())
print(x.view(3, 2).t().view(6) if False else x.view(3, 2).t().is_contiguous())
print(x.T.flatten(), x.mT.shape, x.adjoint().shape if hasattr(x, 'adjoint') else '')
print(x.ravel(), t.ravel(), torch.ravel(t))
