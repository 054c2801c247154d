"""The King of All Bards: the registry its actions, folds and log lines are written on."""

from companion.games.base import Rules

RULES = Rules("The King of All Bards")
action, folds, line = RULES.action, RULES.folds, RULES.line
