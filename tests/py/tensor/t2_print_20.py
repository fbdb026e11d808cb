import torch
# width alignment with negatives and mixed magnitudes 2-d
print(torch.tensor([[-1.5, 2.0], [300.25, -0.125]]))
print(torch.tensor([[-1, 2], [300, -7]], dtype=torch.int32))
print(torch.tensor([[1e-3, -1e3], [5., 6.]]))
print(torch.tensor([[float('nan'), -1.], [float('inf'), 1e-2]]))
print(torch.tensor([[True, False, True]] * 3))
print(torch.tensor([[[-0.5]], [[0.25]]]))
print(torch.tensor([[1.]], dtype=torch.float64, requires_grad=True) * 2)
