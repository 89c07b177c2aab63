#!/usr/bin/env python3
"""Synthesizes the game's sound effects as 16-bit mono WAV files (run from this folder).

Nothing is downloaded or sampled: every sound is a few lines of maths below, so it can be changed and
regenerated. Deterministic (fixed noise seed), so the files only change when this script does.
"""
import math
import random
import struct
import wave

RATE = 22050
rng = random.Random(7)


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    with wave.open(f"{name}.wav", "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32000 * 0.8 * s / peak)) for s in samples))


def env(t, attack, decay):
    return min(1.0, t / attack) * math.exp(-t / decay) if attack > 0 else math.exp(-t / decay)


def clack(freq, length=0.09):
    n = int(RATE * length)
    return [(math.sin(2 * math.pi * freq * i / RATE) * 0.6 + rng.uniform(-1, 1) * 0.4) * env(i / RATE, 0.001, 0.02) for i in range(n)]


def mix_at(out, sound, start):
    s = int(start * RATE)
    if len(out) < s + len(sound):
        out.extend([0.0] * (s + len(sound) - len(out)))
    for i, v in enumerate(sound):
        out[s + i] += v


# Four wooden sticks landing one after another.
sticks = []
for k, (f, at) in enumerate([(820, 0.0), (700, 0.07), (910, 0.13), (760, 0.22)]):
    mix_at(sticks, clack(f), at)
write("sticks", sticks)

# A pawn's step: a short soft knock.
write("step", [math.sin(2 * math.pi * 330 * i / RATE) * env(i / RATE, 0.002, 0.025) for i in range(int(RATE * 0.08))])

# A slide: filtered noise sweeping down.
slide, lp = [], 0.0
for i in range(int(RATE * 0.35)):
    t = i / RATE
    a = 0.05 + 0.25 * (1 - t / 0.35)
    lp += a * (rng.uniform(-1, 1) - lp)
    slide.append(lp * env(t, 0.03, 0.15))
write("slide", slide)

# A jump: a rising then falling blip.
write("jump", [math.sin(2 * math.pi * (300 + 900 * math.sin(math.pi * i / (RATE * 0.3))) * i / RATE) * env(i / RATE, 0.005, 0.12) for i in range(int(RATE * 0.3))])

# Devoured: a low growl (noise through a slow low-pass, with a wobble).
growl, lp = [], 0.0
for i in range(int(RATE * 0.6)):
    t = i / RATE
    lp += 0.08 * (rng.uniform(-1, 1) - lp)
    growl.append((lp * 2 + 0.5 * math.sin(2 * math.pi * 70 * t)) * (0.6 + 0.4 * math.sin(2 * math.pi * 9 * t)) * env(t, 0.02, 0.25))
write("devour", growl)

# The stir: a deep rumble that swells and fades.
stir, lp = [], 0.0
for i in range(int(RATE * 1.2)):
    t = i / RATE
    lp += 0.02 * (rng.uniform(-1, 1) - lp)
    stir.append((lp * 4 + 0.6 * math.sin(2 * math.pi * 45 * t)) * math.sin(math.pi * t / 1.2))
write("stir", stir)

# Enlightenment: a bright bell (a few inharmonic partials).
write("enlighten", [sum(a * math.sin(2 * math.pi * f * i / RATE) for f, a in [(880, 1), (1320, 0.5), (2217, 0.3)]) * env(i / RATE, 0.003, 0.4) for i in range(int(RATE * 1.0))])

# Victory: a rising arpeggio of bells.
win = []
for k, f in enumerate([523.25, 659.25, 783.99, 1046.5]):
    mix_at(win, [sum(a * math.sin(2 * math.pi * f * p * i / RATE) for p, a in [(1, 1), (2, 0.4)]) * env(i / RATE, 0.005, 0.35) for i in range(int(RATE * 0.9))], 0.16 * k)
write("win", win)
