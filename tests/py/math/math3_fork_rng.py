import torch
torch.manual_seed(1)
with torch.random.fork_rng():
    inner = torch.rand(2)
outer = torch.rand(2)
print(inner, outer, torch.equal(inner, outer))
print(torch.random.initial_seed())
torch.random.manual_seed(5)
st = torch.random.get_rng_state()
a = torch.randn(3)
torch.random.set_rng_state(st)
print(torch.equal(a, torch.randn(3)))
