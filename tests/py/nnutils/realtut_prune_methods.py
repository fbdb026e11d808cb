# torch.nn.utils.prune: the re-parametrization (weight_orig, weight_mask, pre-hook), iterative pruning through
# PruningContainer, structured pruning, global pruning, custom_from_mask, remove, prune() on a bare tensor, and
# the argument errors.
import torch
import torch.nn.utils.prune as prune

torch.manual_seed(0)
m = torch.nn.Linear(4, 3)
prune.l1_unstructured(m, "weight", amount=0.5)
print([n for n, _ in m.named_parameters()], [n for n, _ in m.named_buffers()])
print(m.weight_mask)
print(type(m.weight).__name__, m.weight.grad_fn is not None, prune.is_pruned(m))
prune.random_structured(m, "weight", amount=1, dim=0)
print(m.weight_mask)
hook = [h for h in m._forward_pre_hooks.values()][0]
print(type(hook).__name__, len(hook), [type(h).__name__ for h in hook], hook[0].amount)
prune.ln_structured(m, "weight", amount=0.5, n=1, dim=1)
print(m.weight_mask)
prune.random_unstructured(m, "bias", amount=1)
print(m.bias_mask, len(m._forward_pre_hooks))
with torch.no_grad():
    m.weight_orig.fill_(2.0)
out = m(torch.ones(1, 4))
print(m.weight)
prune.remove(m, "weight")
print([n for n, _ in m.named_parameters()], [n for n, _ in m.named_buffers()], type(m.weight).__name__)
print(m.weight)
try:
    prune.remove(m, "weight")
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])

a, b = torch.nn.Linear(3, 3), torch.nn.Linear(3, 2)
prune.global_unstructured([(a, "weight"), (b, "weight")], pruning_method=prune.L1Unstructured, amount=6)
print(int((a.weight == 0).sum()) + int((b.weight == 0).sum()), a.weight_mask.sum().item(), b.weight_mask.sum().item())
prune.custom_from_mask(b, "bias", torch.tensor([0.0, 1.0]))
print(b.bias, list(dict(b.named_buffers())))
print(prune.L1Unstructured(2).prune(torch.tensor([3.0, -1.0, 0.5, 2.0])))
print(prune.LnStructured(1, n=2, dim=0).compute_mask(torch.tensor([[1.0, 1.0], [3.0, 0.0]]), torch.ones(2, 2)))
print(prune.identity(torch.nn.Linear(2, 2), "weight").weight_mask)
for bad in (lambda: prune.l1_unstructured(torch.nn.Linear(2, 2), "weight", amount=1.5),
            lambda: prune.l1_unstructured(torch.nn.Linear(2, 2), "weight", amount=-1),
            lambda: prune.l1_unstructured(torch.nn.Linear(2, 2), "weight", amount="x"),
            lambda: prune.l1_unstructured(torch.nn.Linear(2, 2), "weight", amount=5),
            lambda: prune.ln_structured(torch.nn.Linear(2, 2), "bias", amount=1, n=2, dim=0),
            lambda: prune.ln_structured(torch.nn.Linear(2, 2), "weight", amount=1, n=2, dim=3),
            lambda: prune.global_unstructured([(a, "bias")], pruning_method=prune.RandomStructured, amount=1)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
lin = torch.nn.Linear(2, 2)
try:
    prune.l1_unstructured(lin, "weight", amount=9)
except ValueError:
    print([n for n, _ in lin.named_parameters()])
