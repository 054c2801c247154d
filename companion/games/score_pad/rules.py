"""Score pad: the registry its actions, folds and log lines are written on."""

from companion.games.base import Rules

RULES = Rules("A score pad")
action, folds, line = RULES.action, RULES.folds, RULES.line
