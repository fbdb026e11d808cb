# sweetice/Deep-reinforcement-learning-with-pytorch Char01 DQN/DQN_CartPole-v0.py @ 7b9fac7e5e40ffdc6f7ccb8b0a81e7841370a996 (MIT)
# The script verbatim except sizes (episode / step counts, buffer and batch sizes: marked by the substitutions
# listed here: ^num_episodes = 2000 -> num_episodes = 12; capacity = 8000 -> capacity = 64; batch_size = 256 -> batch_size = 16); gym is replaced by a tiny
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
# ---- Char01 DQN/DQN_CartPole-v0.py (verbatim) ----
import argparse
import pickle
from collections import namedtuple
from itertools import count

import os, time
import numpy as np
import matplotlib.pyplot as plt

import gym
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.distributions import Normal, Categorical
from torch.utils.data.sampler import BatchSampler, SubsetRandomSampler
from tensorboardX import SummaryWriter

# Hyper-parameters
seed = 1
render = False
num_episodes = 12
env = gym.make('CartPole-v0').unwrapped
num_state = env.observation_space.shape[0]
num_action = env.action_space.n
torch.manual_seed(seed)
env.seed(seed)

Transition = namedtuple('Transition', ['state', 'action', 'reward', 'next_state'])

class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.fc1 = nn.Linear(num_state, 100)
        self.fc2 = nn.Linear(100, num_action)

    def forward(self, x):
        x = F.relu(self.fc1(x))
        action_value = self.fc2(x)
        return action_value

class DQN():

    capacity = 64
    learning_rate = 1e-3
    memory_count = 0
    batch_size = 16
    gamma = 0.995
    update_count = 0

    def __init__(self):
        super(DQN, self).__init__()
        self.target_net, self.act_net = Net(), Net()
        self.memory = [None]*self.capacity
        self.optimizer = optim.Adam(self.act_net.parameters(), self.learning_rate)
        self.loss_func = nn.MSELoss()
        self.writer = SummaryWriter('./DQN/logs')


    def select_action(self,state):
        state = torch.tensor(state, dtype=torch.float).unsqueeze(0)
        value = self.act_net(state)
        action_max_value, index = torch.max(value, 1)
        action = index.item()
        if np.random.rand(1) >= 0.9: # epslion greedy
            action = np.random.choice(range(num_action), 1).item()
        return action

    def store_transition(self,transition):
        index = self.memory_count % self.capacity
        self.memory[index] = transition
        self.memory_count += 1
        return self.memory_count >= self.capacity

    def update(self):
        if self.memory_count >= self.capacity:
            state = torch.tensor([t.state for t in self.memory]).float()
            action = torch.LongTensor([t.action for t in self.memory]).view(-1,1).long()
            reward = torch.tensor([t.reward for t in self.memory]).float()
            next_state = torch.tensor([t.next_state for t in self.memory]).float()

            reward = (reward - reward.mean()) / (reward.std() + 1e-7)
            with torch.no_grad():
                target_v = reward + self.gamma * self.target_net(next_state).max(1)[0]

            #Update...
            for index in BatchSampler(SubsetRandomSampler(range(len(self.memory))), batch_size=self.batch_size, drop_last=False):
                v = (self.act_net(state).gather(1, action))[index]
                loss = self.loss_func(target_v[index].unsqueeze(1), (self.act_net(state).gather(1, action))[index])
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                self.writer.add_scalar('loss/value_loss', loss, self.update_count)
                self.update_count +=1
                if self.update_count % 100 ==0:
                    self.target_net.load_state_dict(self.act_net.state_dict())
        else:
            print("Memory Buff is too less")
def main():

    agent = DQN()
    for i_ep in range(num_episodes):
        state = env.reset()
        if render: env.render()
        for t in range(10000):
            action = agent.select_action(state)
            next_state, reward, done, info = env.step(action)
            if render: env.render()
            transition = Transition(state, action, reward, next_state)
            agent.store_transition(transition)
            state = next_state
            if done or t >=9999:
                agent.writer.add_scalar('live/finish_step', t+1, global_step=i_ep)
                agent.update()
                if i_ep % 10 == 0:
                    print("episodes {}, step is {} ".format(i_ep, t))
                break

if __name__ == '__main__':
    main()

