# Chapter 7: the filmstrip of stack.scene (figures/mb-film.gpi).
# data: mb-film-stack.txt
film = 'stack'
load 'figures/mb-film.gpi'
