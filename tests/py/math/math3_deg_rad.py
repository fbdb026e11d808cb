import torch
d = torch.tensor([0., 90., 180., -45.])
r = torch.deg2rad(d)
print(r, torch.rad2deg(r))
print(torch.deg2rad(torch.tensor([180])), r.tolist())
