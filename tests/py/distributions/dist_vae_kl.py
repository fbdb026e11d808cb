# A VAE-style step: Normal posterior via rsample, KL to the prior with kl_divergence (Normal and
# Independent), Bernoulli likelihood, a Beta/Gamma/Dirichlet prior term, trained a few steps.
import torch
import torch.nn as nn
from torch.distributions import Normal, Independent, Bernoulli, kl_divergence, MultivariateNormal, Gamma

torch.manual_seed(0)


class VAE(nn.Module):
    def __init__(self, d=6, z=2):
        super().__init__()
        self.enc = nn.Linear(d, 2 * z)
        self.dec = nn.Linear(z, d)

    def forward(self, x):
        mu, log_var = self.enc(x).chunk(2, dim=-1)
        q = Independent(Normal(mu, torch.exp(0.5 * log_var)), 1)
        z = q.rsample()
        p_x = Independent(Bernoulli(logits=self.dec(z)), 1)
        prior = Independent(Normal(torch.zeros_like(mu), torch.ones_like(mu)), 1)
        return q, p_x, prior, z


model = VAE()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = (torch.rand(5, 6) > 0.5).float()
for step in range(4):
    q, p_x, prior, z = model(x)
    rec = p_x.log_prob(x)
    kl = kl_divergence(q, prior)
    elbo = (rec - kl).mean()
    # the closed form the tutorials write by hand agrees
    mu, sigma = q.base_dist.loc, q.base_dist.scale
    kl_hand = -0.5 * torch.sum(1 + torch.log(sigma ** 2) - mu ** 2 - sigma ** 2, dim=-1)
    opt.zero_grad()
    (-elbo).backward()
    opt.step()
    print(step, f"{elbo.item():.4f}", kl.shape, torch.allclose(kl, kl_hand, atol=1e-6), z.shape)
q, p_x, prior, z = model(x)
print(kl_divergence(q.base_dist, prior.base_dist))
mvq = MultivariateNormal(q.base_dist.loc, scale_tril=torch.diag_embed(q.base_dist.scale))
mvp = MultivariateNormal(torch.zeros(2), torch.eye(2))
print(kl_divergence(mvq, mvp), mvq.rsample().shape)
g = Gamma(torch.tensor([2.0, 5.0]), torch.tensor([1.0, 2.0]))
print(g.rsample((3,)), kl_divergence(g, Gamma(torch.ones(2), torch.ones(2))))
