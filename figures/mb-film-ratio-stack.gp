# Chapter 7: the filmstrip of ratio-stack.scene (figures/mb-film.gpi).
# data: mb-film-ratio-stack.txt
film = 'ratio-stack'
load 'figures/mb-film.gpi'
