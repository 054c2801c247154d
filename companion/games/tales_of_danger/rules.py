"""Tales of Danger: the registry its actions, folds and log lines are written on."""

from companion.games.base import Rules

RULES = Rules("Tales of Danger")
action, folds, line = RULES.action, RULES.folds, RULES.line
