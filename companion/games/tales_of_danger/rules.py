"""Tales of Danger: the registry its actions, folds and log lines are written on."""

from companion.games.base import Rules
from companion.i18n import N_

RULES = Rules(N_("Tales of Danger"))
action, folds, line = RULES.action, RULES.folds, RULES.line
