# Chapter 7: the filmstrip of tall-stack.scene (figures/mb-film.gpi).
# data: mb-film-tall-stack.txt
film = 'tall-stack'
load 'figures/mb-film.gpi'
