# seungeunrho/minimalRL REINFORCE.py @ c8efed8481e3cd40e9739cfde220a55522555b57 (MIT)
# Verbatim except the environment (a small CartPole in Python instead of gym, episodes capped at 40 steps),
# torch.from_numpy(s) -> torch.tensor(s), a seed, and fewer episodes / a smaller warm-up.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.distributions import Categorical

# A small CartPole environment in plain Python (the gymnasium physics), seeded from torch, in place of gym.make.
import math
class CartPoleEnv:
    reward_threshold = 475.0
    def __init__(self, max_steps=40):
        self.max_steps = max_steps
        self.spec = self
    def reset(self, seed=None):
        if seed is not None:
            torch.manual_seed(seed)
        self.state = [float(v) for v in (torch.rand(4) * 0.1 - 0.05).tolist()]
        self.t = 0
        return self.state, {}
    def step(self, action):
        x, x_dot, theta, theta_dot = self.state
        force = 10.0 if action == 1 else -10.0
        costheta, sintheta = math.cos(theta), math.sin(theta)
        temp = (force + 0.05 * theta_dot ** 2 * sintheta) / 1.1
        thetaacc = (9.8 * sintheta - costheta * temp) / (0.5 * (4.0 / 3.0 - 0.1 * costheta ** 2 / 1.1))
        xacc = temp - 0.05 * thetaacc * costheta / 1.1
        x = x + 0.02 * x_dot
        x_dot = x_dot + 0.02 * xacc
        theta = theta + 0.02 * theta_dot
        theta_dot = theta_dot + 0.02 * thetaacc
        self.state = [x, x_dot, theta, theta_dot]
        self.t += 1
        terminated = x < -2.4 or x > 2.4 or theta < -0.2095 or theta > 0.2095
        return self.state, 1.0, terminated, self.t >= self.max_steps, {}
    def close(self):
        pass
torch.manual_seed(0)

#Hyperparameters
learning_rate = 0.0002
gamma         = 0.98

class Policy(nn.Module):
    def __init__(self):
        super(Policy, self).__init__()
        self.data = []
        
        self.fc1 = nn.Linear(4, 128)
        self.fc2 = nn.Linear(128, 2)
        self.optimizer = optim.Adam(self.parameters(), lr=learning_rate)
        
    def forward(self, x):
        x = F.relu(self.fc1(x))
        x = F.softmax(self.fc2(x), dim=0)
        return x
      
    def put_data(self, item):
        self.data.append(item)
        
    def train_net(self):
        R = 0
        self.optimizer.zero_grad()
        for r, prob in self.data[::-1]:
            R = r + gamma * R
            loss = -torch.log(prob) * R
            loss.backward()
        self.optimizer.step()
        self.data = []

def main():
    env = CartPoleEnv()
    pi = Policy()
    score = 0.0
    print_interval = 2
    
    
    for n_epi in range(7):
        s, _ = env.reset()
        done = False
        
        while not done: # CartPole-v1 forced to terminates at 500 step.
            prob = pi(torch.tensor(s).float())
            m = Categorical(prob)
            a = m.sample()
            s_prime, r, done, truncated, info = env.step(a.item())
            pi.put_data((r,prob[a]))
            s = s_prime
            score += r
            
        pi.train_net()
        
        if n_epi%print_interval==0 and n_epi!=0:
            print("# of episode :{}, avg score : {}".format(n_epi, score/print_interval))
            score = 0.0
    env.close()
    
if __name__ == '__main__':
    main()