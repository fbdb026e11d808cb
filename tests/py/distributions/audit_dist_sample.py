import torch
import torch.distributions as D
from torch.distributions import constraints

def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

def show(name, d, shape=(2,)):
    torch.manual_seed(0)
    try:
        s = d.sample(shape)
        print(name, repr(d), d.batch_shape, d.event_shape, tuple(s.shape))
        print(" sample", s)
        print(" logp", d.log_prob(s))
    except Exception as e:
        print(name, type(e).__name__, e)
    for attr in ("mean", "variance", "stddev", "mode"):
        try:
            print(" ", attr, getattr(d, attr))
        except Exception as e:
            print(" ", attr, type(e).__name__, e)
    try:
        print("  entropy", d.entropy())
    except Exception as e:
        print("  entropy", type(e).__name__, e)

show("Normal", D.Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0])))
show("Normal-scalar", D.Normal(0.0, 1.0), (3,))
show("Uniform", D.Uniform(torch.tensor([0.0, -1.0]), torch.tensor([1.0, 3.0])))
show("Bernoulli", D.Bernoulli(probs=torch.tensor([0.3, 0.8])))
show("Bernoulli-logits", D.Bernoulli(logits=torch.tensor([-1.0, 2.0])))
show("Categorical", D.Categorical(probs=torch.tensor([[0.1, 0.2, 0.7], [0.5, 0.25, 0.25]])))
show("Categorical-logits", D.Categorical(logits=torch.tensor([1.0, 2.0, 3.0, 0.5])), (5,))
show("OneHot", D.OneHotCategorical(probs=torch.tensor([0.2, 0.3, 0.5])), (3,))
show("Exponential", D.Exponential(torch.tensor([1.0, 0.5])))
show("Gamma", D.Gamma(torch.tensor([2.0, 0.5]), torch.tensor([1.0, 3.0])))
show("Beta", D.Beta(torch.tensor([2.0, 0.5]), torch.tensor([3.0, 0.7])))
show("Dirichlet", D.Dirichlet(torch.tensor([1.0, 2.0, 3.0])))
show("Laplace", D.Laplace(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5])))
show("LogNormal", D.LogNormal(torch.tensor([0.0, 1.0]), torch.tensor([0.5, 0.25])))
show("Cauchy", D.Cauchy(torch.tensor([0.0]), torch.tensor([2.0])), (3,))
show("Geometric", D.Geometric(probs=torch.tensor([0.3, 0.7])), (3,))
show("Poisson", D.Poisson(torch.tensor([1.0, 4.0, 0.5])), (2,))
show("Binomial", D.Binomial(10, probs=torch.tensor([0.2, 0.6])), (3,))
show("Binomial-logits", D.Binomial(total_count=torch.tensor([5.0, 8.0]), logits=torch.tensor([0.0, -1.0])), (2,))
show("MVN", D.MultivariateNormal(torch.zeros(2), torch.tensor([[2.0, 0.5], [0.5, 1.0]])))
show("MVN-tril", D.MultivariateNormal(torch.ones(2), scale_tril=torch.tensor([[1.0, 0.0], [0.3, 0.5]])))
show("Indep", D.Independent(D.Normal(torch.zeros(3, 2), torch.ones(3, 2)), 1))
show("Relaxed", D.RelaxedOneHotCategorical(torch.tensor(0.5), probs=torch.tensor([0.2, 0.3, 0.5])), (2,))
show("RelaxedB", D.RelaxedBernoulli(torch.tensor(0.5), probs=torch.tensor([0.2, 0.9])), (2,))
base = D.Normal(torch.zeros(2), torch.ones(2))
show("Transformed", D.TransformedDistribution(base, [D.transforms.ExpTransform(), D.transforms.AffineTransform(1.0, 2.0)]))
show("StudentT", D.StudentT(torch.tensor([3.0])), (2,))
show("HalfNormal", D.HalfNormal(torch.tensor([1.0, 2.0])))
show("Gumbel", D.Gumbel(torch.tensor([0.0]), torch.tensor([1.0])), (3,))
show("Multinomial", D.Multinomial(5, torch.tensor([0.2, 0.3, 0.5])), (2,))
torch.manual_seed(1)
n = D.Normal(torch.zeros(2, requires_grad=True), torch.ones(2))
r = n.rsample((3,))
print(r, r.requires_grad)
print(n.expand((4, 2)).batch_shape)
print(n.sample().shape, n.sample((2, 3)).shape, n.sample(torch.Size([5])).shape)
c = D.Categorical(logits=torch.zeros(2, 4))
print(c.enumerate_support(), c.param_shape, c.logits, c.probs)
print(D.Bernoulli(0.3).enumerate_support())
