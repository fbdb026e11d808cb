import torch
m = torch.arange(6.).reshape(2, 3)
print(m.adjoint(), torch.adjoint(m).shape)
print(m.mT.shape, m.mH.shape if hasattr(m, 'mH') else None, m.H.shape if hasattr(m, 'H') else None)
print(torch.ones(2, 3, 4).adjoint().shape)
try:
    torch.ones(3).adjoint()
except Exception as e:
    print(type(e).__name__, e)
