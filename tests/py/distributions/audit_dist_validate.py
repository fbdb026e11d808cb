import torch
import torch.distributions as D
from torch.distributions import constraints, kl_divergence

def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

tryp("normal-neg", lambda: D.Normal(torch.tensor([0.0]), torch.tensor([-1.0])))
tryp("normal-nan", lambda: D.Normal(torch.tensor([float("nan")]), torch.tensor([1.0])))
tryp("bern-both", lambda: D.Bernoulli(probs=0.3, logits=0.1))
tryp("bern-none", lambda: D.Bernoulli())
tryp("bern-gt1", lambda: D.Bernoulli(probs=torch.tensor([1.5])))
tryp("cat-neg", lambda: D.Categorical(probs=torch.tensor([-0.1, 1.1])))
tryp("cat-both", lambda: D.Categorical(probs=torch.tensor([0.5, 0.5]), logits=torch.tensor([0., 0.])))
tryp("cat-0d", lambda: D.Categorical(probs=torch.tensor(1.0)))
tryp("unif-bad", lambda: D.Uniform(torch.tensor([1.0]), torch.tensor([0.0])))
tryp("gamma-neg", lambda: D.Gamma(torch.tensor([-1.0]), torch.tensor([1.0])))
tryp("beta-zero", lambda: D.Beta(torch.tensor([0.0]), torch.tensor([1.0])))
tryp("expo-neg", lambda: D.Exponential(torch.tensor([-2.0])))
tryp("poisson-neg", lambda: D.Poisson(torch.tensor([-2.0])))
tryp("binom-neg", lambda: D.Binomial(-1, probs=torch.tensor([0.5])))
tryp("binom-p", lambda: D.Binomial(3, probs=torch.tensor([1.5])))
tryp("geom-0", lambda: D.Geometric(probs=torch.tensor([0.0])))
tryp("mvn-cov", lambda: D.MultivariateNormal(torch.zeros(2), torch.tensor([[1.0, 2.0], [2.0, 1.0]])))
tryp("mvn-none", lambda: D.MultivariateNormal(torch.zeros(2)))
tryp("mvn-0d", lambda: D.MultivariateNormal(torch.tensor(0.0), torch.eye(1)))
tryp("dir-neg", lambda: D.Dirichlet(torch.tensor([1.0, -1.0])))
n = D.Normal(0.0, 1.0)
tryp("logp-none", lambda: n.log_prob(None))
u = D.Uniform(0.0, 1.0)
tryp("unif-logp-out", lambda: u.log_prob(torch.tensor(2.0)))
u2 = D.Uniform(0.0, 1.0, validate_args=False)
tryp("unif-novalid", lambda: u2.log_prob(torch.tensor(2.0)))
b = D.Bernoulli(probs=torch.tensor(0.3))
tryp("bern-logp-bad", lambda: b.log_prob(torch.tensor(0.5)))
c = D.Categorical(probs=torch.tensor([0.2, 0.8]))
tryp("cat-logp-bad", lambda: c.log_prob(torch.tensor(3)))
tryp("cat-logp-shape", lambda: c.log_prob(torch.tensor([[0, 1], [1, 0]])))
tryp("expo-logp-neg", lambda: D.Exponential(torch.tensor(1.0)).log_prob(torch.tensor(-1.0)))
tryp("rsample-cat", lambda: c.rsample())
tryp("bad-shape", lambda: D.Normal(torch.zeros(2), torch.ones(3)))
tryp("indep-too-many", lambda: D.Independent(D.Normal(torch.zeros(2), torch.ones(2)), 2))
D.Distribution.set_default_validate_args(False)
tryp("normal-neg-off", lambda: D.Normal(torch.tensor([0.0]), torch.tensor([-1.0])).scale)
D.Distribution.set_default_validate_args(True)
print(constraints.positive, constraints.real, constraints.unit_interval, constraints.simplex)
print(constraints.interval(0.0, 2.0), constraints.greater_than(1.0), constraints.integer_interval(0, 3))
print(constraints.positive.check(torch.tensor([-1.0, 0.0, 2.0])))
print(constraints.simplex.check(torch.tensor([0.3, 0.7])), constraints.boolean.check(torch.tensor([0., 1., 2.])))
print(D.Normal.arg_constraints, D.Normal.support, D.Categorical.arg_constraints)
print(D.Normal.has_rsample, D.Categorical.has_rsample, D.Bernoulli.has_enumerate_support)
print(D.Binomial.arg_constraints, D.Binomial(4, torch.tensor(0.5)).support)
pairs = [
    (D.Normal(0.0, 1.0), D.Normal(1.0, 2.0)),
    (D.Bernoulli(0.3), D.Bernoulli(0.6)),
    (D.Categorical(torch.tensor([0.2, 0.8])), D.Categorical(torch.tensor([0.5, 0.5]))),
    (D.Uniform(0.0, 1.0), D.Uniform(-1.0, 2.0)),
    (D.Uniform(0.0, 1.0), D.Normal(0.0, 1.0)),
    (D.Normal(0.0, 1.0), D.Uniform(0.0, 1.0)),
    (D.Exponential(torch.tensor(1.0)), D.Exponential(torch.tensor(2.0))),
    (D.Exponential(torch.tensor(1.0)), D.Gamma(torch.tensor(2.0), torch.tensor(1.0))),
    (D.Gamma(torch.tensor(2.0), torch.tensor(1.0)), D.Exponential(torch.tensor(2.0))),
    (D.Beta(torch.tensor(2.0), torch.tensor(3.0)), D.Beta(torch.tensor(1.0), torch.tensor(1.0))),
    (D.Laplace(0.0, 1.0), D.Laplace(1.0, 2.0)),
    (D.Poisson(torch.tensor(2.0)), D.Poisson(torch.tensor(3.0))),
    (D.Geometric(torch.tensor(0.3)), D.Geometric(torch.tensor(0.5))),
    (D.Binomial(5, torch.tensor(0.3)), D.Binomial(5, torch.tensor(0.6))),
    (D.Binomial(5, torch.tensor(0.3)), D.Binomial(6, torch.tensor(0.6))),
    (D.Dirichlet(torch.tensor([1.0, 2.0])), D.Dirichlet(torch.tensor([2.0, 2.0]))),
    (D.OneHotCategorical(torch.tensor([0.2, 0.8])), D.OneHotCategorical(torch.tensor([0.5, 0.5]))),
    (D.MultivariateNormal(torch.zeros(2), torch.eye(2)), D.MultivariateNormal(torch.ones(2), 2 * torch.eye(2))),
    (D.Independent(D.Normal(torch.zeros(3), torch.ones(3)), 1), D.Independent(D.Normal(torch.ones(3), torch.ones(3)), 1)),
    (D.LogNormal(0.0, 1.0), D.LogNormal(1.0, 2.0)),
    (D.Gumbel(0.0, 1.0), D.Gumbel(1.0, 2.0)),
    (D.Cauchy(0.0, 1.0), D.Cauchy(1.0, 2.0)),
    (D.HalfNormal(1.0), D.HalfNormal(2.0)),
    (D.Normal(0.0, 1.0), D.Laplace(0.0, 1.0)),
    (D.Normal(0.0, 1.0), D.Gumbel(0.0, 1.0)),
    (D.Bernoulli(0.3), D.Poisson(torch.tensor(1.0))),
    (D.Beta(torch.tensor(2.0), torch.tensor(3.0)), D.Uniform(0.0, 1.0)),
    (D.Laplace(0.0, 1.0), D.Normal(0.0, 1.0)),
    (D.Gamma(torch.tensor(2.0), torch.tensor(1.0)), D.Gamma(torch.tensor(3.0), torch.tensor(2.0))),
]
for p, q in pairs:
    tryp("kl %s %s" % (type(p).__name__, type(q).__name__), lambda: kl_divergence(p, q))
