/** A leaf over a mortar: the healing plants of the forest. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <circle cx="16" cy="16" r="16" className="fill-leaf-700 dark:fill-leaf-500" />
      <path d="M16 6c5 3 7 8 4 13-1.5 2.5-4 3.5-4 3.5S13.5 21.5 12 19c-3-5-1-10 4-13z" fill="#faf7f0" />
      <path d="M16 9v14" stroke="#2f6b3a" strokeWidth="1.2" strokeLinecap="round" />
      <path d="M9 22h14l-2 4H11z" fill="#d9962b" />
    </svg>
  );
}
