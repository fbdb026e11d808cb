import torch
# matmul shape combos
def sh(*s):
    return torch.arange(float(torch.Size(s).numel())).reshape(*s) if s else torch.tensor(2.)
cases = [((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 2)), ((2, 3), (3, 4)), ((5, 2, 3), (3, 4)), ((2, 3), (5, 3, 4)),
         ((5, 2, 3), (5, 3, 4)), ((1, 2, 3), (5, 3, 4)), ((2, 1, 2, 3), (5, 3, 1)), ((3,), (4, 3, 2)), ((4, 2, 3), (3,))]
for a, b in cases:
    r = sh(*a) @ sh(*b)
    print(a, b, r.shape)
print(sh(2, 3) @ sh(3, 2), sh(3) @ sh(3), sh(2, 2, 2) @ sh(2, 2, 2))
for a, b in [((3,), (4,)), ((2, 3), (2, 3)), ((2, 3), (4,)), ((2, 2, 3), (3, 2, 4)), ((), (3,)), ((3,), ())]:
    try:
        print((sh(*a) @ sh(*b)).shape)
    except Exception as e:
        print(a, b, type(e).__name__, e)
