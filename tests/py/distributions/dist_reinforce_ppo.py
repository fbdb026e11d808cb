# A small REINFORCE loop (Categorical policy) and a PPO-style clipped update (Normal policy over an
# Independent action), as RL code writes them with torch.distributions.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical, Normal, Independent

torch.manual_seed(0)


class Policy(nn.Module):
    def __init__(self, obs_dim, n_actions):
        super().__init__()
        self.fc1 = nn.Linear(obs_dim, 16)
        self.fc2 = nn.Linear(16, n_actions)

    def forward(self, x):
        return self.fc2(torch.tanh(self.fc1(x)))


def env_step(state, action):
    # a toy bandit-like environment: reward is higher when the action matches argmax of the state
    reward = 1.0 if action == int(state.argmax()) else -0.1
    return torch.randn(4), reward


policy = Policy(4, 4)
opt = torch.optim.Adam(policy.parameters(), lr=0.05)
gamma = 0.9
for episode in range(5):
    state = torch.randn(4)
    log_probs, rewards, entropies = [], [], []
    for t in range(6):
        dist = Categorical(logits=policy(state))
        action = dist.sample()
        log_probs.append(dist.log_prob(action))
        entropies.append(dist.entropy())
        state, r = env_step(state, action.item())
        rewards.append(r)
    returns, G = [], 0.0
    for r in reversed(rewards):
        G = r + gamma * G
        returns.insert(0, G)
    returns = torch.tensor(returns)
    returns = (returns - returns.mean()) / (returns.std() + 1e-8)
    loss = -(torch.stack(log_probs) * returns).sum() - 0.01 * torch.stack(entropies).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(episode, round(sum(rewards), 2), f"{loss.item():.4f}")


class ActorCritic(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 32), nn.Tanh())
        self.mu = nn.Linear(32, 2)
        self.log_std = nn.Parameter(torch.zeros(2) - 0.5)
        self.v = nn.Linear(32, 1)

    def forward(self, obs):
        h = self.body(obs)
        return Independent(Normal(self.mu(h), self.log_std.exp()), 1), self.v(h).squeeze(-1)


ac = ActorCritic()
opt = torch.optim.Adam(ac.parameters(), lr=3e-3)
obs = torch.randn(8, 3)
with torch.no_grad():
    old_dist, values = ac(obs)
    actions = old_dist.sample()
    old_logp = old_dist.log_prob(actions)
adv = torch.randn(8)
ret = values + adv
print(old_dist, actions.shape, old_logp)
for it in range(4):
    dist, v = ac(obs)
    logp = dist.log_prob(actions)
    ratio = torch.exp(logp - old_logp)
    clip_adv = torch.clamp(ratio, 0.8, 1.2) * adv
    loss_pi = -(torch.min(ratio * adv, clip_adv)).mean()
    loss_v = F.mse_loss(v, ret)
    ent = dist.entropy().mean()
    loss = loss_pi + 0.5 * loss_v - 0.01 * ent
    opt.zero_grad()
    loss.backward()
    opt.step()
    approx_kl = (old_logp - logp).mean().item()
    print(it, f"{loss_pi.item():.4f} {loss_v.item():.4f} {ent.item():.4f} {approx_kl:.5f}")
print(ac.log_std)
