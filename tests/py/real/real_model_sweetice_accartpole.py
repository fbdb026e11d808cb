# sweetice/Deep-reinforcement-learning-with-pytorch Char03 Actor-Critic/AC_CartPole-v0.py @ 7b9fac7e5e40ffdc6f7ccb8b0a81e7841370a996 (MIT)
# The script verbatim except sizes (episode / step counts, buffer and batch sizes: marked by the substitutions
# listed here: ^episodes = 20000 -> episodes = 1; for i_episode in count(episodes): -> for i_episode in range(episodes, 13):); gym is replaced by a tiny
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
# ---- Char03 Actor-Critic/AC_CartPole-v0.py (verbatim) ----
import gym, os
import numpy as np
import matplotlib.pyplot as plt
from itertools import count
from collections import namedtuple

import torch
import torch.nn as nn
import torch.optim as optim
import torch.nn.functional as F
from torch.distributions import Categorical

#Parameters
env = gym.make('CartPole-v0')
env = env.unwrapped

env.seed(1)
torch.manual_seed(1)

state_space = env.observation_space.shape[0]
action_space = env.action_space.n


#Hyperparameters
learning_rate = 0.01
gamma = 0.99
episodes = 1
render = False
eps = np.finfo(np.float32).eps.item()
SavedAction = namedtuple('SavedAction', ['log_prob', 'value'])

class Policy(nn.Module):
    def __init__(self):
        super(Policy, self).__init__()
        self.fc1 = nn.Linear(state_space, 32)

        self.action_head = nn.Linear(32, action_space)
        self.value_head = nn.Linear(32, 1) # Scalar Value

        self.save_actions = []
        self.rewards = []
        os.makedirs('./AC_CartPole-v0', exist_ok=True)

    def forward(self, x):
        x = F.relu(self.fc1(x))
        action_score = self.action_head(x)
        state_value = self.value_head(x)

        return F.softmax(action_score, dim=-1), state_value

model = Policy()
optimizer = optim.Adam(model.parameters(), lr=learning_rate)

def plot(steps):
    ax = plt.subplot(111)
    ax.cla()
    ax.grid()
    ax.set_title('Training')
    ax.set_xlabel('Episode')
    ax.set_ylabel('Run Time')
    ax.plot(steps)
    RunTime = len(steps)

    path = './AC_CartPole-v0/' + 'RunTime' + str(RunTime) + '.jpg'
    if len(steps) % 200 == 0:
        plt.savefig(path)
    plt.pause(0.0000001)

def select_action(state):
    state = torch.from_numpy(state).float()
    probs, state_value = model(state)
    m = Categorical(probs)
    action = m.sample()
    model.save_actions.append(SavedAction(m.log_prob(action), state_value))

    return action.item()


def finish_episode():
    R = 0
    save_actions = model.save_actions
    policy_loss = []
    value_loss = []
    rewards = []

    for r in model.rewards[::-1]:
        R = r + gamma * R
        rewards.insert(0, R)

    rewards = torch.tensor(rewards)
    rewards = (rewards - rewards.mean()) / (rewards.std() + eps)

    for (log_prob , value), r in zip(save_actions, rewards):
        reward = r - value.item()
        policy_loss.append(-log_prob * reward)
        value_loss.append(F.smooth_l1_loss(value, torch.tensor([r])))

    optimizer.zero_grad()
    loss = torch.stack(policy_loss).sum() + torch.stack(value_loss).sum()
    loss.backward()
    optimizer.step()

    del model.rewards[:]
    del model.save_actions[:]

def main():
    running_reward = 10
    live_time = []
    for i_episode in range(episodes, 13):
        state = env.reset()
        for t in count():
            action = select_action(state)
            state, reward, done, info = env.step(action)
            if render: env.render()
            model.rewards.append(reward)

            if done or t >= 1000:
                break
        running_reward = running_reward * 0.99 + t * 0.01
        live_time.append(t)
        plot(live_time)
        if i_episode % 100 == 0:
            modelPath = './AC_CartPole_Model/ModelTraing'+str(i_episode)+'Times.pkl'
            torch.save(model, modelPath)
        finish_episode()

if __name__ == '__main__':
    main()
print(len(model.rewards), model)
