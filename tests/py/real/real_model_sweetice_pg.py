# sweetice/Deep-reinforcement-learning-with-pytorch Char02 Policy Gradient/PolicyGradient.py @ 7b9fac7e5e40ffdc6f7ccb8b0a81e7841370a996 (MIT)
# The script verbatim except sizes (episode / step counts, buffer and batch sizes: marked by the substitutions
# listed here: for i_episode in count(1): -> for i_episode in range(1, 31):); gym is replaced by a tiny
# deterministic environment with the same interface, matplotlib and tensorboardX by no-op stand-ins (data, I/O).
# ---- nnscope stand-in for gym (data, not agent code): a tiny deterministic environment with gym's classic
# interface (reset() -> obs, step(a) -> (obs, reward, done, info), spaces with shape / n / high / low / sample, seed),
# its own random.Random, episodes of at most _max_episode_steps steps. Registered as the module `gym`.
import sys as _sys, types as _types, math as _math, random as _random
import numpy as _np
class _Space:
    def __init__(self, n=None, shape=(), high=1.0):
        self.n, self.shape, self._rng = n, shape, _random.Random(0)
        if n is None:
            self.high = _np.array([high] * shape[0], dtype=_np.float32)
            self.low = -self.high
    def seed(self, s=None):
        self._rng.seed(s)
        return [s]
    def sample(self):
        if self.n is not None:
            return self._rng.randrange(self.n)
        return _np.array([self._rng.uniform(-float(h), float(h)) for h in self.high], dtype=_np.float32)
class _Spec:
    def __init__(self, steps):
        self.max_episode_steps, self.reward_threshold, self.id = steps, 195.0, 'nnscope-v0'
class _Env:
    _table = {'CartPole-v0': (4, 2, None), 'CartPole-v1': (4, 2, None), 'MountainCar-v0': (2, 3, None),
              'Acrobot-v1': (6, 3, None), 'LunarLander-v2': (8, 4, None),
              'Pendulum-v0': (3, None, (1, 2.0)), 'Pendulum-v1': (3, None, (1, 2.0)),
              'MountainCarContinuous-v0': (2, None, (1, 1.0)), 'BipedalWalker-v2': (24, None, (4, 1.0)),
              'HalfCheetah-v2': (17, None, (6, 1.0)), 'LunarLanderContinuous-v2': (8, None, (2, 1.0))}
    def __init__(self, name, steps=20):
        obs, n, box = self._table[name]
        self.observation_space = _Space(shape=(obs,), high=10.0)
        self.action_space = _Space(n=n) if n else _Space(shape=(box[0],), high=box[1])
        self._max_episode_steps = steps
        self.spec = _Spec(steps)
        self.unwrapped = self
        self._rng = _random.Random(0)
        self._obs = obs
        self.state = [0.0] * obs
        self.x_threshold, self.theta_threshold_radians = 2.4, 12 * 2 * _math.pi / 360
    def seed(self, s=None):
        self._rng.seed(s)
        return [s]
    def reset(self):
        self.t = 0
        self.state = [self._rng.uniform(-0.05, 0.05) for _ in range(self._obs)]
        return _np.array(self.state, dtype=_np.float32)
    def step(self, action):
        if hasattr(action, 'tolist'):
            action = action.tolist()
        a = action if isinstance(action, list) else [action]
        while a and isinstance(a[0], list):
            a = a[0]
        if self.action_space.n is not None:
            u = [(float(a[0]) - (self.action_space.n - 1) / 2.0)]
        else:
            h = float(self.action_space.high[0])
            u = [max(-h, min(h, float(x))) / h for x in a]
        s = self.state
        k = len(u)
        s = [0.95 * x + 0.1 * _math.sin(1.0 + i + x) + 0.2 * u[i % k] for i, x in enumerate(s)]
        self.state = s
        self.t += 1
        reward = 1.0 - abs(s[0]) - 0.1 * sum(x * x for x in u)
        done = abs(s[0]) > 1.0 or self.t >= self._max_episode_steps
        return _np.array(s, dtype=_np.float32), round(reward, 6), done, {}
    def render(self, *args, **kwargs):
        return None
    def close(self):
        pass
_gym = _types.ModuleType('gym')
_gym.make = lambda name, **kw: _Env(name)
_gym.Env = _Env
_gym.spaces = _types.SimpleNamespace(Discrete=_Space, Box=_Space)
_sys.modules['gym'] = _gym
# ---- end of the stand-in
# ---- nnscope stand-ins for plotting and logging (no display, no files): matplotlib.pyplot and tensorboardX
class _NoOp:
    def __init__(self, *a, **k): pass
    def __call__(self, *a, **k): return _NoOp()
    def __getattr__(self, name): return _NoOp()
    def __iter__(self): return iter((_NoOp(), _NoOp()))
_sys.modules['matplotlib'] = _NoOp()
_sys.modules['matplotlib.pyplot'] = _NoOp()
_sys.modules['tensorboardX'] = _types.SimpleNamespace(SummaryWriter=_NoOp)
# ---- end of the stand-ins
# ---- nnscope: every generator seeded (the script seeds none, or only some)
import torch as _torch
_torch.manual_seed(0)
_np.random.seed(0)
_random.seed(0)

import sys; sys.argv = ['PolicyGradient.py']
# ---- Char02 Policy Gradient/PolicyGradient.py (verbatim) ----

import argparse
import gym
import numpy as np
from itertools import count

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
import matplotlib.pyplot as plt
from torch.distributions import Categorical



parser = argparse.ArgumentParser(description='PyTorch REINFORCE example')
parser.add_argument('--gamma', type=float, default=0.99, metavar='G',
                    help='discount factor (default: 0.99)')
parser.add_argument('--seed', type=int, default=543, metavar='N',
                    help='random seed (default: 543)')
parser.add_argument('--render', action='store_true',
                    help='render the environment')
parser.add_argument('--log-interval', type=int, default=10, metavar='N',
                    help='interval between training status logs (default: 10)')
args = parser.parse_args()


env = gym.make('CartPole-v0')
env.seed(args.seed)
torch.manual_seed(args.seed)


class Policy(nn.Module):
    def __init__(self):
        super(Policy, self).__init__()
        self.affine1 = nn.Linear(4, 128)
        self.affine2 = nn.Linear(128, 2)

        self.saved_log_probs = []
        self.rewards = []

    def forward(self, x):
        x = F.relu(self.affine1(x))
        action_scores = self.affine2(x)
        return F.softmax(action_scores, dim=1)


policy = Policy()
optimizer = optim.Adam(policy.parameters(), lr=1e-2)
eps = np.finfo(np.float32).eps.item()


def select_action(state):
    state = torch.from_numpy(state).float().unsqueeze(0)
    probs = policy(state)
    m = Categorical(probs)
    action = m.sample()
    policy.saved_log_probs.append(m.log_prob(action))
    return action.item()


def finish_episode():
    R = 0
    policy_loss = []
    rewards = []
    for r in policy.rewards[::-1]:
        R = r + args.gamma * R
        rewards.insert(0, R)
    rewards = torch.tensor(rewards)
    rewards = (rewards - rewards.mean()) / (rewards.std() + eps)
    for log_prob, reward in zip(policy.saved_log_probs, rewards):
        policy_loss.append(-log_prob * reward)
    optimizer.zero_grad()
    policy_loss = torch.cat(policy_loss).sum()
    policy_loss.backward()
    optimizer.step()
    del policy.rewards[:]
    del policy.saved_log_probs[:]


def main():
    running_reward = 10
    for i_episode in range(1, 31):
        state = env.reset()
        for t in range(10000):  # Don't infinite loop while learning
            action = select_action(state)
            state, reward, done, _ = env.step(action)
            if args.render:
                env.render()
            policy.rewards.append(reward)
            if done:
                break

        running_reward = running_reward * 0.99 + t * 0.01
        finish_episode()
        if i_episode % args.log_interval == 0:
            print('Episode {}\tLast length: {:5d}\tAverage length: {:.2f}'.format(
                i_episode, t, running_reward))
        if running_reward > env.spec.reward_threshold:
            print("Solved! Running reward is now {} and "
                  "the last episode runs to {} time steps!".format(running_reward, t))
            break


if __name__ == '__main__':
    main()

